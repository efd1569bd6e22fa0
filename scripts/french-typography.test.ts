import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * French typography in every French catalog (docs/decisions/french-corrections.md): a narrow no-break
 * space (U+202F) before : ; ! ? and inside « », never a plain space or none, so the sign never starts
 * a line on its own; and an ellipsis character instead of three dots.
 */
const frenchDir = path.join(import.meta.dirname, '..', 'src', 'locales', 'fr');
const narrow = '\u202f';

/** The translations of a .po file (its header and obsolete entries left out). */
function translations(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split(/\n\s*\n/)
    .filter((block) => !block.startsWith('#~'))
    .flatMap((block) => {
      const match = /^msgstr ((?:".*"\n?)+)/m.exec(block);
      if (!match?.[1]) return [];
      const text = match[1]
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
      return /^msgid ""$/m.test(block) ? [] : [text];
    });
}

/** What is wrong with one French text, by rule; empty when it follows them all. */
function typographyProblems(text: string): string[] {
  // Addresses and times (https://…, 10:30) are not sentences.
  const prose = text.replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, '').replace(/\d:\d/g, '');
  const problems: string[] = [];
  for (const [index, sign] of [...prose].entries()) {
    const before = prose[index - 1];
    if (':;!?'.includes(sign) && before !== narrow && before !== undefined && !'!?'.includes(before))
      problems.push(`no narrow no-break space before “${sign}”`);
    if (sign === '«' && prose[index + 1] !== narrow) problems.push('no narrow no-break space after «');
    if (sign === '»' && before !== narrow) problems.push('no narrow no-break space before »');
  }
  if (prose.includes('...')) problems.push('three dots instead of …');
  return problems;
}

describe('French typography', () => {
  it('spots a plain space, a no-break space or no space before : ; ! ?, bare guillemets and three dots', () => {
    expect(typographyProblems('Prix : 1 000')).toEqual(['no narrow no-break space before “:”']);
    expect(typographyProblems('Prix\u00a0: 1 000')).toEqual(['no narrow no-break space before “:”']);
    expect(typographyProblems('Merci!')).toEqual(['no narrow no-break space before “!”']);
    expect(typographyProblems('« Oui »')).toEqual(['no narrow no-break space after «', 'no narrow no-break space before »']);
    expect(typographyProblems('Veuillez patienter...')).toEqual(['three dots instead of …']);
    expect(typographyProblems(`Prix${narrow}: 1 000 ; «${narrow}Oui${narrow}»${narrow}!`).length).toBe(1);
    expect(typographyProblems(`Vraiment${narrow}?! Voir https://example.sn/a?b=1 à 10:30`)).toEqual([]);
  });

  const catalogs = readdirSync(frenchDir).filter((file) => file.endsWith('.po'));

  it('has French catalogs to check', () => {
    expect(catalogs).toEqual(expect.arrayContaining(['messages.po', 'info.po']));
  });

  it.each(catalogs)('fr/%s follows it in every message', (catalog) => {
    const wrong = translations(path.join(frenchDir, catalog)).flatMap((text) =>
      typographyProblems(text).map((problem) => `${problem}: ${text}`),
    );
    expect(wrong).toEqual([]);
  });
});

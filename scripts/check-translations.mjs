// Fails when a catalog misses a translation. French: every catalog (fr is the shop's main language). Arabic: the
// back office's and the flow studio's catalogs, since Lingui's fallback (ar → fr) would otherwise show a
// missing Arabic text in French without a word, laid out right to left.
// Checks the catalogs of lingui.config.ts, or the .po files given as arguments (their language read from the
// file's "Language:" header).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { getConfig } from '@lingui/conf';

const languageNames = { fr: 'French', ar: 'Arabic' };
/** The catalogs (by their file name) that must be complete in Arabic. */
const arabicCatalogs = ['admin', 'flows'];

function entries(po) {
  return po
    .split(/\n\s*\n/)
    .map((block) => {
      const take = (key) => {
        const match = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'));
        return match
          ? match[1]
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line))
              .join('')
          : null;
      };
      return { id: take('msgid'), str: take('msgstr'), obsolete: block.startsWith('#~') };
    })
    .filter((entry) => entry.id);
}

function configuredCatalogs() {
  const config = getConfig();
  const file = (path, locale) => relative(process.cwd(), `${path.replace('{locale}', locale)}.po`);
  const french = config.catalogs.map((catalog) => file(catalog.path, 'fr'));
  const arabic = config.catalogs
    .filter((catalog) => arabicCatalogs.some((name) => catalog.path.endsWith(`/${name}`)))
    .map((catalog) => file(catalog.path, 'ar'));
  return [...french, ...arabic];
}

const languageOf = (po) => po.match(/^"Language: ([\w-]+)\\n"$/m)?.[1] ?? 'fr';

const files = process.argv.length > 2 ? process.argv.slice(2) : configuredCatalogs();
let incomplete = false;
for (const file of files) {
  const po = readFileSync(file, 'utf8');
  const language = languageNames[languageOf(po)] ?? languageOf(po);
  const missing = entries(po).filter((entry) => !entry.obsolete && !entry.str);
  if (missing.length === 0) continue;
  incomplete = true;
  console.error(`${file}: ${missing.length} message(s) without a${language === 'Arabic' ? 'n' : ''} ${language} translation:`);
  for (const entry of missing) console.error(`  - ${entry.id}`);
}
if (incomplete) process.exit(1);
console.log(`Catalogs complete: ${files.join(', ')}.`);

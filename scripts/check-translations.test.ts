import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-translations.mjs', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

function check(...files: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...files], { cwd: root }, (error, out, err) =>
      resolve({ code: error ? Number(error.code) : 0, out, err }),
    );
  });
}

const header = (language: string) => `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n`;
const entry = (id: string, str: string) => `#: src/views/Example.tsx:1\nmsgid "${id}"\nmsgstr "${str}"\n`;

/** Writes catalogs of one language into a fresh folder and answers their paths. */
function catalogs(contents: Record<string, string[]>, language = 'fr'): string[] {
  const folder = mkdtempSync(join(tmpdir(), `${language}-catalogs-`));
  return Object.entries(contents).map(([name, entries]) => {
    const file = join(folder, name);
    writeFileSync(file, [header(language), ...entries].join('\n'));
    return file;
  });
}

describe('check-translations', () => {
  it('checks the French file of every catalog of lingui.config.ts, and the Arabic of the back office and the flow studio', async () => {
    const { code, out } = await check();
    expect(code).toBe(0);
    for (const catalog of ['fr/messages', 'fr/info', 'fr/flows', 'fr/admin', 'ar/admin', 'ar/flows']) {
      expect(out).toContain(`src/locales/${catalog}.po`);
    }
    // The shop's own Arabic may still lean on French for a while: not required (yet).
    expect(out).not.toContain('src/locales/ar/messages.po');
  });

  it('passes when every message of every catalog has its French text', async () => {
    const files = catalogs({ 'messages.po': [entry('Cart', 'Panier')], 'info.po': [entry('About us', 'À propos de nous')] });
    expect((await check(...files)).code).toBe(0);
  });

  it.each(['messages.po', 'info.po'])(
    'fails on a message without French text in %s, naming the catalog and the message',
    async (incomplete) => {
      const complete = incomplete === 'info.po' ? 'messages.po' : 'info.po';
      const files = catalogs({ [complete]: [entry('Cart', 'Panier')], [incomplete]: [entry('Returns', 'Retours'), entry('Shipping', '')] });
      const { code, err } = await check(...files);
      expect(code).toBe(1);
      expect(err).toContain(`${incomplete}: 1 message(s) without a French translation`);
      expect(err).toContain('- Shipping');
      expect(err).not.toContain(`${complete}:`);
    },
  );

  it('fails on a message without Arabic text, so the fallback to French cannot hide it', async () => {
    const files = catalogs({ 'admin.po': [entry('Orders', 'الطلبات'), entry('Bookings', '')] }, 'ar');
    const { code, err } = await check(...files);
    expect(code).toBe(1);
    expect(err).toContain('admin.po: 1 message(s) without an Arabic translation');
    expect(err).toContain('- Bookings');
  });

  it('passes when every message of an Arabic catalog has its text', async () => {
    const files = catalogs({ 'flows.po': [entry('Zoom in', 'تكبير')] }, 'ar');
    expect((await check(...files)).code).toBe(0);
  });

  it('ignores obsolete messages', async () => {
    const files = catalogs({ 'info.po': [entry('Returns', 'Retours'), '#~ msgid "Gone"\n#~ msgstr ""\n'] });
    expect((await check(...files)).code).toBe(0);
  });
});

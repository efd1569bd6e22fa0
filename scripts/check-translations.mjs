// Fails when the French catalog misses a translation: fr is the shop's main language and ar reuses it.
import { readFileSync } from 'node:fs';

function entries(po) {
  return po
    .split(/\n\s*\n/)
    .map((block) => {
      const take = (key) => {
        const match = block.match(new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm'));
        return match ? match[1].split('\n').filter(Boolean).map((line) => JSON.parse(line)).join('') : null;
      };
      return { id: take('msgid'), str: take('msgstr'), obsolete: block.startsWith('#~') };
    })
    .filter((entry) => entry.id);
}

const missing = entries(readFileSync(new URL('../src/locales/fr/messages.po', import.meta.url), 'utf8')).filter(
  (entry) => !entry.obsolete && !entry.str,
);
if (missing.length > 0) {
  console.error(`src/locales/fr/messages.po: ${missing.length} message(s) without a French translation:`);
  for (const entry of missing) console.error(`  - ${entry.id}`);
  process.exit(1);
}
console.log('French catalog complete.');

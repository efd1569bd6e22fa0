// Fails when a French catalog misses a translation: fr is the shop's main language and ar reuses it.
// Checks the French file of every catalog in lingui.config.ts, or the .po files given as arguments.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { getConfig } from '@lingui/conf';

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

function frenchCatalogs() {
  const config = getConfig();
  return config.catalogs.map((catalog) => relative(process.cwd(), `${catalog.path.replace('{locale}', 'fr')}.po`));
}

const files = process.argv.length > 2 ? process.argv.slice(2) : frenchCatalogs();
let incomplete = false;
for (const file of files) {
  const missing = entries(readFileSync(file, 'utf8')).filter((entry) => !entry.obsolete && !entry.str);
  if (missing.length === 0) continue;
  incomplete = true;
  console.error(`${file}: ${missing.length} message(s) without a French translation:`);
  for (const entry of missing) console.error(`  - ${entry.id}`);
}
if (incomplete) process.exit(1);
console.log(`French catalogs complete: ${files.join(', ')}.`);

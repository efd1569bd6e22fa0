/**
 * A built client's folder for the server's page tests: the shape of index.html after `vite build` (an empty #root and
 * the entry script with the shop's own chunk preloaded), in a temporary folder the server is pointed at with STATIC_DIR.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const builtIndexHtml = (description: string) => `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="${description}" />
    <title>Baobab</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shop456.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Writes the built index.html into a new temporary folder; `remove` deletes it. */
export async function builtClientDir(prefix: string, description: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await writeFile(path.join(dir, 'index.html'), builtIndexHtml(description));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The shop's own renderer (src/entry-server.tsx), which the browser build writes beside the client it renders
 * (vite.config.ts, serverRenderer: STATIC_DIR/.server/entry-server.js, a dot folder the static files never serve).
 * Loaded on first use and again when a new build replaced it; a client build without it (an older build, `npm run
 * dev`, tests with a hand-written index.html) gets the bare shell as before.
 */
import { recentStat } from '../recent-stat';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderShopPage } from '../../src/domain/page-render';

/** The renderer of the build being served, or null when that build has none. */
export type ShopRendererSource = () => Promise<RenderShopPage | null>;

export function builtShopRenderer(staticDir: string): ShopRendererSource {
  const file = path.join(staticDir, '.server', 'entry-server.js');
  let held: { stamp: number; render: Promise<RenderShopPage> } | undefined;
  return async () => {
    const built = await recentStat(file);
    if (!built) return null;
    if (held?.stamp !== built.mtimeMs) {
      // The stamp in the address makes Node load the new build as a new module.
      const url = `${pathToFileURL(file).href}?build=${built.mtimeMs}`;
      const render = import(url).then((module: { renderShopPage: RenderShopPage }) => module.renderShopPage);
      held = { stamp: built.mtimeMs, render };
    }
    return held.render;
  };
}

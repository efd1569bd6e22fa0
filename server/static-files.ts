/**
 * Files served besides the API: product and service images under /uploads (committed with the
 * server, so every server process has them), and the built SPA from STATIC_DIR with a history
 * fallback — any GET that is not /api and not a file gets index.html, so deep links work.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadsDir } from './assets/uploads-dir';
import type { Config } from './config';
import type { Db } from './db/client';
import { errorBody } from './errors';
import { firstScreenHints } from './first-screen-hints';
import { pathOf } from './logging';
import { cachedItemSource } from './seo/catalogue-facts';
import { renderedPageLocale } from './seo/page-locale';
import { builtShopRenderer, type ShopRendererSource } from './seo/shop-renderer';
import { spaPages } from './seo/spa-page';
import { matchSpaRoute, spaRoutes } from './seo/spa-routes';

const hashedAsset = /[\\/]assets[\\/]/;

function cacheControlFor(filePath: string): string {
  // The page itself is revalidated so a new build is picked up at once; Vite fingerprints
  // everything under assets/, so those never change.
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  // The service worker names the build it caches: a deploy must reach every browser at its next visit.
  if (path.basename(filePath) === 'sw.js') return 'no-cache';
  return hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

const looksLikeFile = (urlPath: string) => /\.[A-Za-z0-9]{1,8}$/.test(urlPath);

/**
 * `renderer`: the shop's own renderer of the first screens; by default the one built beside the client in STATIC_DIR
 * (tests give the sources' own).
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  db: Db,
  renderer: ShopRendererSource = builtShopRenderer(config.staticDir),
): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: true,
    index: false,
    maxAge: '7d',
  });

  if (existsSync(config.staticDir)) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      cacheControl: false,
      // The build writes file.br and file.gz beside each text file (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // The same url answers brotli, gzip or plain bytes (preCompressed): shared caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  // The page's own head, and 404 for an address the client has no page for (server/seo).
  const hints = firstScreenHints(
    config.staticDir,
    async (id, content) => {
      // The same cached facts the page's head is written from (server/seo): no extra query per page.
      const facts = await cachedItemSource(db, app.catalogueCache).product(id, content);
      return facts?.image?.url;
    },
    async (address) => {
      // The page's own catalogue answer, asked once per catalogue version (its log line with it), then kept with the catalogue.
      const body = await app.catalogueCache.get(`first screen ${address}`, async () => {
        const answer = await app.inject({ method: 'GET', url: address });
        return answer.statusCode === 200 ? answer.body : 'null';
      });
      // Read only when the header is made, once per catalogue version (remember below): parsing the 100-product list at
      // each request held `/` to ~900 a second.
      return JSON.parse(body.bodies.identity.toString('utf8')) as unknown;
    },
    (key, make) => app.catalogueCache.remember(key, make),
  );
  // A first-screen.json that cannot be read is logged with the page's hints (below): the page then asks for its chunks as
  // its entry runs, as a build without the file does.
  const pages = spaPages(config, db, renderer, (urlPath, locale) => hints.scripts(urlPath, locale).catch(() => []));
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The texts and chunks the page needs first, fetched beside the entry (the page varies by Accept-Language already).
    const urlPath = pathOf(request.url);
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    // A rendered page is taken over in the language the server wrote it in (spa-page.ts): its texts are those preloaded.
    const rendered = matchSpaRoute(urlPath)?.rendered ?? 'alone';
    const language = rendered ? renderedPageLocale(lang, request.headers['accept-language'], request.headers.cookie) : lang;
    // A rendered page carries its answers in its HTML and asks for its scripts once drawn: its hints are its styles and picture.
    const hint = async (sentRendered: boolean) => {
      const link = await hints
        .for(urlPath, request.headers['accept-language'], language, { rendered: sentRendered })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'no first-screen hints: first-screen.json could not be read');
          return undefined;
        });
      if (link) reply.header('link', link);
    };
    if (await pages.send(request, reply, hint)) return reply;
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('The shop’s web client is not built (no index.html in STATIC_DIR). Run `npm run build`, or use `npm run dev`.');
  };
  // `/` is a page like the others, its head written per language: a route of its own, before the files' index.
  app.get('/', { schema: { hide: true } }, sendPage);
  // So are the client's other pages: through the files' wildcard, each address was first looked for as a file (and its
  // .br and .gz), failed stats that took a third of a process's time serving pages under load (issue 23's profile).
  // The ones under a wildcard (sign-in, back office, flow studio) still come through the not-found handler below.
  for (const { pattern } of spaRoutes) {
    if (pattern !== '/' && !pattern.endsWith('/*')) app.get(pattern, { schema: { hide: true } }, sendPage);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = pathOf(request.url);
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !looksLikeFile(urlPath);
    if (!isPage) {
      return reply.status(404).send(errorBody(404, 'NotFound', `No route for ${request.method} ${urlPath}`));
    }
    return sendPage(request, reply);
  });
}

/**
 * The HTML answer for any page address: the built index.html with the head of that page, status 200
 * for a page of the client and 404 for anything else (the client then shows its not-found view).
 * The shopper's first screens (home, products, lists, search, services, information, not-found) come with their
 * content, rendered by the shop's own renderer (shop-renderer.ts) and kept compressed in the page cache per address,
 * language and build, emptied with the catalogue in every process (server/cache); the other pages are the bare
 * shell, kept by what their head says (so per path and language), a few hundred at most.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { recentStat } from '../recent-stat';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageStateElementId, type RenderedPageBody } from '../../src/domain/page-render';
import type { ApiLocale } from '../../src/domain/api';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pathOf } from '../logging';
import { chooseCoding, isNotModified } from '../cache/encoded-body';
import { cachedItemSource } from './catalogue-facts';
import { pageHead, type PageHead } from './page-head';
import { pageLocale, renderedPageLocale } from './page-locale';
import { scriptsAfterFirstPaint } from './after-first-paint';
import { escapeHtml, renderPage } from './render-head';
import type { ShopRendererSource } from './shop-renderer';
import { matchSpaRoute, type MatchedRoute } from './spa-routes';

interface RenderedPage {
  status: PageHead['status'];
  html: string;
  etag: string;
}

const keptPages = 500;

export interface SpaPages {
  /** Sends the page, or resolves false when the client is not built (no index.html). */
  send(request: FastifyRequest, reply: FastifyReply, before?: BeforeSending): Promise<boolean>;
}

/** Called once it is known whether the page goes out rendered (its route is, and the build has a renderer), before it does. */
export type BeforeSending = (rendered: boolean) => Promise<void>;

/** JSON inside a <script>: no `<` (so no `</script>` nor `<!--`) and no line separators JavaScript once refused. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

const rootPattern = /<div id="root"><\/div>/;

/** The page's HTML with its first screen inside #root, marked with its language, and the data it was rendered with. */
export function withFirstScreen(html: string, locale: string, body: RenderedPageBody): string {
  const state = `<script type="application/json" id="${pageStateElementId}">${scriptSafeJson(body.queries)}</script>`;
  const answers = escapeHtml(body.answers.join(' '));
  return html.replace(rootPattern, () => `<div id="root" data-rendered="${locale}" data-answers="${answers}">${body.html}</div>${state}`);
}

/**
 * The API answers a page's queries ask for while it renders, from this process (the catalogue's cached answers,
 * through the same routes, validation and serializers): anonymous reads only.
 */
function answerInProcess(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.startsWith('/api/')) return new Response(null, { status: 404 });
    const answer = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { accept: 'application/json' } });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The address a page is rendered for: its path, and its query when the page reads it (lists, search). */
function renderedAddress(route: MatchedRoute | null, url: string): string {
  const path = pathOf(url);
  if (route?.rendered !== 'with query') return path;
  const query = url.slice(path.length + 1);
  return query ? `${path}?${query}` : path;
}

/** The chunks a rendered page's first screen imports in its language, asked for with its entry (after-first-paint.ts). */
export type PageScripts = (urlPath: string, locale: ApiLocale) => Promise<readonly string[]>;

export function spaPages(config: Config, db: Db, renderer: ShopRendererSource, pageScripts: PageScripts = async () => []): SpaPages {
  const indexFile = path.join(config.staticDir, 'index.html');
  let template: { stamp: string; html: string } | null = null;
  const rendered = new Map<string, RenderedPage>();

  /** index.html as built; read again when a new build replaced it. */
  async function currentTemplate(): Promise<{ stamp: string; html: string } | null> {
    const file = await recentStat(indexFile);
    if (!file) return null;
    const stamp = `${file.mtimeMs} ${file.size}`;
    if (template?.stamp !== stamp) template = { stamp, html: await readFile(indexFile, 'utf8') };
    return template;
  }

  function render(page: { stamp: string; html: string }, head: PageHead): RenderedPage {
    const key = `${page.stamp}\n${JSON.stringify(head)}`;
    const held = rendered.get(key);
    if (held) return held;
    const html = renderPage(page.html, head, config.publicUrl);
    const made = { status: head.status, html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
    // Oldest first out: Map keeps insertion order.
    if (rendered.size >= keptPages) rendered.delete(rendered.keys().next().value ?? key);
    rendered.set(key, made);
    return made;
  }

  return {
    async send(request, reply, before) {
      const page = await currentTemplate();
      if (!page) return false;
      const query = request.query as Record<string, unknown> | undefined;
      const catalogue = request.server.catalogueCache;
      const urlPath = pathOf(request.url);
      const route = matchSpaRoute(urlPath);
      const renderFirstScreen = route === null || route.rendered ? await renderer() : null;
      await before?.(renderFirstScreen !== null);
      const choose = renderFirstScreen ? renderedPageLocale : pageLocale;
      const locale = choose(query?.lang, request.headers['accept-language'], request.headers.cookie);
      // Made from the catalogue's facts (a product's name, words and picture), kept with them: made at each request, the
      // facts' lookup, the id's check and the description's summary were ~4% of a process serving a product page.
      const head = await catalogue.remember(`page head ${locale} ${urlPath}`, () =>
        pageHead(route, locale, cachedItemSource(db, catalogue)),
      );
      // Revalidated at each visit (a new build is picked up at once); the language follows the cookie and Accept-Language.
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie');
      if (renderFirstScreen) {
        const address = renderedAddress(route, request.url);
        const server = request.server;
        const body = await server.pageCache.get(`${page.stamp} ${locale} ${address}`, async () =>
          withFirstScreen(
            renderPage(scriptsAfterFirstPaint(page.html, await pageScripts(urlPath, locale)), head, config.publicUrl),
            locale,
            await renderFirstScreen({ url: address, locale, answerApi: answerInProcess(server) }),
          ),
        );
        const coding = chooseCoding(request.headers['accept-encoding'], body);
        reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie').header('etag', body.etags[coding]);
        if (head.status === 200 && isNotModified(request.headers['if-none-match'], body)) {
          reply.code(304).send();
          return true;
        }
        if (coding !== 'identity') reply.header('content-encoding', coding);
        reply
          .code(head.status)
          .type('text/html; charset=utf-8')
          .send(body.bodies[coding] ?? body.bodies.identity);
        return true;
      }
      const { status, html, etag } = render(page, head);
      reply.header('etag', etag);
      // Sent, not awaited: a reply is thenable, and awaiting it would wait for the socket.
      if (status === 200 && request.headers['if-none-match'] === etag) reply.code(304).send();
      else reply.code(status).type('text/html; charset=utf-8').send(html);
      return true;
    },
  };
}

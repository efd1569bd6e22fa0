/**
 * The HTML answer for any page address: the built index.html with the head of that page, status 200
 * for a page of the client and 404 for anything else (the client then shows its not-found view).
 * Rendered pages are kept by what their head says (so per path and language), a few hundred at most.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pathOf } from '../logging';
import { cachedItemSource } from './catalogue-facts';
import { pageHead, type PageHead } from './page-head';
import { pageLocale } from './page-locale';
import { renderPage } from './render-head';
import { matchSpaRoute } from './spa-routes';

interface RenderedPage {
  status: PageHead['status'];
  html: string;
  etag: string;
}

const keptPages = 500;

export interface SpaPages {
  /** Sends the page, or resolves false when the client is not built (no index.html). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export function spaPages(config: Config, db: Db): SpaPages {
  const indexFile = path.join(config.staticDir, 'index.html');
  let template: { stamp: string; html: string } | null = null;
  const rendered = new Map<string, RenderedPage>();

  /** index.html as built; read again when a new build replaced it. */
  async function currentTemplate(): Promise<{ stamp: string; html: string } | null> {
    const file = await stat(indexFile).catch(() => null);
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
    async send(request, reply) {
      const page = await currentTemplate();
      if (!page) return false;
      const query = request.query as Record<string, unknown> | undefined;
      const locale = pageLocale(query?.lang, request.headers['accept-language']);
      const items = cachedItemSource(db, request.server.catalogueCache);
      const { status, html, etag } = render(page, await pageHead(matchSpaRoute(pathOf(request.url)), locale, items));
      // Revalidated at each visit (a new build is picked up at once); the language follows Accept-Language.
      reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language').header('etag', etag);
      // Sent, not awaited: a reply is thenable, and awaiting it would wait for the socket.
      if (status === 200 && request.headers['if-none-match'] === etag) reply.code(304).send();
      else reply.code(status).type('text/html; charset=utf-8').send(html);
      return true;
    },
  };
}

/** /sitemap.xml and /robots.txt, at the root where crawlers look for them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachePolicies } from '../cache/cached-get';
import { chooseCoding, isNotModified } from '../cache/encoded-body';
import type { RouteDeps } from '../http/route-deps';
import { robotsTxt } from './robots';
import { sitemapPaths, sitemapXml } from './sitemap';

export const seoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const robots = robotsTxt(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots);
  });

  // Kept in the catalogue cache: built again only after a catalogue write, compressed once.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const body = await app.catalogueCache.get('seo sitemap', async () => sitemapXml(await sitemapPaths(db), config.publicUrl));
    const coding = chooseCoding(request.headers['accept-encoding'], body);
    reply
      .header('cache-control', cachePolicies.catalogue.cacheControl)
      .header('vary', 'Accept-Encoding')
      .header('etag', body.etags[coding]);
    if (isNotModified(request.headers['if-none-match'], body)) return reply.code(304).send();
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.type('application/xml; charset=utf-8').send(body.bodies[coding] ?? body.bodies.identity);
  });
};

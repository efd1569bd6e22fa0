/**
 * sitemap.xml: the home page, every product, every service and every information page, each in the
 * shop's three languages with its alternates (hreflang), as the pages' heads name them.
 */
import { asc } from 'drizzle-orm';
import { apiLocales } from '../../src/domain/api';
import { infoPath, infoSlugs } from '../../src/domain/information-pages';
import type { Db } from '../db/client';
import { products, services } from '../db/schema';
import { escapeHtml, localizedPath } from './render-head';

/** The paths of every page worth finding, read from the catalogue. */
export async function sitemapPaths(db: Db): Promise<string[]> {
  const [productRows, serviceRows] = await Promise.all([
    db.select({ id: products.id }).from(products).orderBy(asc(products.id)),
    db.select({ id: services.id }).from(services).orderBy(asc(services.id)),
  ]);
  return [
    '/',
    ...productRows.map(({ id }) => `/details/${id}`),
    ...serviceRows.map(({ id }) => `/services/${id}`),
    ...infoSlugs.map(infoPath),
  ];
}

export function sitemapXml(paths: readonly string[], publicUrl: string): string {
  const url = (path: string) => escapeHtml(new URL(path, `${publicUrl}/`).href);
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...apiLocales.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(localizedPath(path, locale))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ];
    return apiLocales.map((locale) =>
      ['  <url>', `    <loc>${url(localizedPath(path, locale))}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

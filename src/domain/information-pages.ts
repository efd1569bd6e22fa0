/** The shop's information pages (/info/{slug}): the client links to them, the server describes them (server/seo) and lists them in sitemap.xml. */
export const infoSlugs = ['about', 'delivery', 'shipping', 'returns', 'privacy', 'sales', 'terms'] as const;
export type InfoSlug = (typeof infoSlugs)[number];

export const infoPath = (slug: InfoSlug) => `/info/${slug}`;

export function isInfoSlug(value: string | undefined): value is InfoSlug {
  return (infoSlugs as readonly string[]).includes(value ?? '');
}

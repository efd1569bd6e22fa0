/** The shop's information pages (/info/{slug}); the footer and the contact form link to them, so this file stays tiny. */
export const infoSlugs = ['about', 'delivery', 'shipping', 'returns', 'privacy', 'sales', 'terms'] as const;
export type InfoSlug = (typeof infoSlugs)[number];

export const infoPath = (slug: InfoSlug) => `/info/${slug}`;

export function isInfoSlug(value: string | undefined): value is InfoSlug {
  return (infoSlugs as readonly string[]).includes(value ?? '');
}

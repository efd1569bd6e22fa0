/** The shop's name, last in every page title (as the server writes them, server/seo/head-texts.ts pageTitle). */
export const siteName = 'Baobab';

/** A page's <title>: its own name, then the shop's; the shop's name alone for a page without one (the home page). */
export function documentTitle(name: string | null | undefined): string {
  const own = name?.replace(/\s+/g, ' ').trim();
  return own ? `${own} · ${siteName}` : siteName;
}

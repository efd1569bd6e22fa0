/**
 * Writes a page's head into the built index.html: its <title> and <meta name="description"> are
 * replaced, and the canonical address, the language alternates and the Open Graph / Twitter tags go
 * before </head>. String replacement on a file the build writes, not an HTML parser: cheap, and
 * every value is escaped, so a product named `"><script>` stays text.
 */
import type { ApiLocale } from '../../src/domain/api';
import { apiLocales } from '../../src/domain/api';
import { defaultPageLocale } from './page-locale';
import { ogLocale, siteName } from './head-texts';
import type { PageHead } from './page-head';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/** The page in one language: the shop's own language needs no parameter; the others name theirs. */
export function localizedPath(path: string, locale: ApiLocale): string {
  return locale === defaultPageLocale ? path : `${path}?lang=${locale}`;
}

const absolute = (publicUrl: string, url: string) => new URL(url, `${publicUrl}/`).href;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

function sharingTags(head: PageHead, publicUrl: string): string[] {
  const tags = [
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', ogLocale[head.locale]),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.sharedPath !== null) {
    const here = absolute(publicUrl, localizedPath(head.sharedPath, head.locale));
    tags.push(`<link rel="canonical" href="${escapeHtml(here)}" />`, meta('property', 'og:url', here));
    for (const locale of apiLocales) {
      const href = escapeHtml(absolute(publicUrl, localizedPath(head.sharedPath, locale)));
      tags.push(`<link rel="alternate" hreflang="${locale}" href="${href}" />`);
    }
    const fallback = escapeHtml(absolute(publicUrl, head.sharedPath));
    tags.push(`<link rel="alternate" hreflang="x-default" href="${fallback}" />`);
  }
  if (head.image) {
    const image = absolute(publicUrl, head.image.url);
    tags.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', head.image.alt), meta('name', 'twitter:image', image));
    if (head.image.width && head.image.height) {
      tags.push(
        meta('property', 'og:image:width', String(head.image.width)),
        meta('property', 'og:image:height', String(head.image.height)),
      );
    }
  }
  // A not-found page is kept out of search results; its status says so too, this is for caches that drop it.
  if (head.status === 404) tags.push(meta('name', 'robots', 'noindex'));
  return tags;
}

const titlePattern = /<title>[\s\S]*?<\/title>/i;
const descriptionPattern = /<meta\s+name=["']description["'][^>]*>/i;

const htmlTagPattern = /<html\b[^>]*>/i;

/** index.html with the page's head; a template missing a tag gets it added rather than an error. */
export function renderPage(template: string, head: PageHead, publicUrl: string): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  const extra: string[] = [];
  // The document's language is the head's (the build writes lang="fr"): an English or Arabic title and description are
  // read in their own language, and an Arabic page is right to left, before the client starts (it sets the same).
  let html = template.replace(htmlTagPattern, () => `<html lang="${head.locale}" dir="${head.locale === 'ar' ? 'rtl' : 'ltr'}">`);
  // Functions as replacements: a `$&` in a product's name must not be read as a pattern.
  if (titlePattern.test(html)) html = html.replace(titlePattern, () => title);
  else extra.push(title);
  if (descriptionPattern.test(html)) html = html.replace(descriptionPattern, () => description);
  else extra.push(description);
  const inserted = [...extra, ...sharingTags(head, publicUrl)].join('\n    ');
  const headEnd = html.search(/<\/head>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd).replace(/[ \t]*$/, '')}    ${inserted}\n  ${html.slice(headEnd)}`;
  // A head-less template (tests write one): the tags go first, where the parser puts them in the head anyway.
  const doctype = /^<!doctype html>/i.exec(html)?.[0] ?? '';
  return `${doctype}${inserted}${html.slice(doctype.length)}`;
}

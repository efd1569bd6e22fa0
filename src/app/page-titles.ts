import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The <title> of each page of the shop, in the interface's language (issue 21: they stayed French, or stayed
 * the previous page's, on English and Arabic pages). `own`: the page names itself from what it shows (a
 * product's name, an information page's heading), so this table leaves its title alone.
 */
export type PageTitle = { kind: 'shop' } | { kind: 'named'; name: MessageDescriptor } | { kind: 'own' };

const named = (name: MessageDescriptor): PageTitle => ({ kind: 'named', name });

/**
 * In the order of src/app/app.tsx and the routers nested in it; case and one trailing slash ignored, as wouter does.
 * The server writes the same names in the HTML's head (server/seo/head-texts.ts pageNames; its test reads this table).
 */
const table: [RegExp, PageTitle][] = [
  [/^\/$/, { kind: 'shop' }],
  [/^\/details\/[^/]+$/, { kind: 'own' }],
  [/^\/services\/[^/]+$/, { kind: 'own' }],
  [/^\/info\/[^/]+$/, { kind: 'own' }],
  [/^\/products$/, named(msg`Our products`)],
  [/^\/search$/, named(msg`Search results`)],
  [/^\/favoris$/, named(msg`Wishlist`)],
  [/^\/shopping-cart$/, named(msg`Shopping cart`)],
  [/^\/verify$/, named(msg`Your details`)],
  [/^\/payment$/, named(msg`Payment`)],
  [/^\/payment\/confirmation$/, named(msg`Confirmation`)],
  [/^\/orders(?:\/[^/]+)?$/, named(msg`My orders`)],
  [/^\/account$/, named(msg`My account`)],
  [/^\/auth(?:\/.*)?$/, named(msg`Sign in`)],
  [/^\/admin(?:\/.*)?$/, named(msg`Back office`)],
  [/^\/flows(?:\/.*)?$/, named(msg`Flow studio`)],
];

const notFound = named(msg`Page not found`);

export function pageTitleOf(pathname: string): PageTitle {
  const path = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  return table.find(([pattern]) => pattern.test(path))?.[1] ?? notFound;
}

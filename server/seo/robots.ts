/**
 * robots.txt: the shop is open to crawlers; the API, the back office, the flow studio, sign-in and
 * the shopper's own pages (cart, checkout, orders, account, wishlist) are not pages to index.
 */
const closed = [
  '/api/',
  '/admin',
  '/flows',
  '/auth',
  '/shopping-cart',
  '/verify',
  '/payment',
  '/orders',
  '/account',
  '/favoris',
  '/paydunya-sim',
  '/paydunya-api',
];

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

/**
 * The catalogue card whose picture is a landing page's largest paint, read from the page's own catalogue answer
 * (first-screen-hints.ts hints it with the page's HTML).
 */
import { z } from 'zod';
import type { Page } from './first-screen-hints';

const listedProducts = z.object({
  data: z.array(
    z.object({
      attributes: z.object({
        availability: z.boolean(),
        image: z.array(z.object({ formats: z.object({ small: z.object({ url: z.string() }) }) })).optional(),
      }),
    }),
  ),
});

/**
 * The card picture that is the page's largest paint on a phone: the first best seller on / (src/views/home/
 * home-products.ts, the list's first product) and, in a first visitor's empty cart, the first suggestion
 * (SuggestedProductsCarousel: in stock first). Asked for with the HTML, it no longer waits for the entry, the
 * catalogue answer and a render. A shopper whose cart has lines gets it in vain (one card picture, ~2 KB).
 */
export function firstCardPicture(page: Page, answer: unknown): string | undefined {
  const parsed = listedProducts.safeParse(answer);
  if (!parsed.success) return undefined;
  const list = parsed.data.data;
  const first = page === 'cart' ? (list.find((product) => product.attributes.availability) ?? list[0]) : list[0];
  return first?.attributes.image?.[0]?.formats.small.url;
}

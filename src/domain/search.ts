/** Header search (spec §5, §9): case-insensitive substring of the product name, at most 10 results. */
export const maxSearchResults = 10;

/** Nothing is searched until some text is entered: blank text gives no results rather than everything. */
export function searchProducts<T extends { name: string }>(products: readonly T[], text: string, limit = maxSearchResults): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const found: T[] = [];
  for (const product of products) {
    if (found.length >= limit) break;
    if (product.name.toLocaleLowerCase().includes(needle)) found.push(product);
  }
  return found;
}

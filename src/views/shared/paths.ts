/**
 * The shop's addresses that views link to. Kept apart from the components that show them, so a
 * link (the header search's) does not bring a whole product card into the first load.
 */
export const detailsPath = (id: number) => `/details/${id}`;

/**
 * The catalogue page; its category, sort and price range follow in the query (catalogueSearchOf, which the
 * page imports: the header links here without carrying the schema that reads them into the first load).
 */
export const cataloguePath = '/products';

/** The search results page for the whole text typed in the header search. */
export const searchPath = (text: string) => `/search?${new URLSearchParams({ q: text.trim() }).toString()}`;

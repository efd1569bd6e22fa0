import { useLocation, useSearch } from 'wouter';
import { catalogueQueryFromSearch, catalogueSearchOf, type CatalogueQuery } from '../../domain/catalogue-query';
import { cataloguePath } from '../shared/paths';

/**
 * The catalogue page's choices live in its address only — no copy in a state or a machine — so a
 * shared link, a reload and the back button all show the same list. A change replaces the entry:
 * trying three sorts does not take three presses of back to leave the page.
 */
export function useCatalogueAddress(): [CatalogueQuery, (changes: Partial<CatalogueQuery>) => void] {
  const query = catalogueQueryFromSearch(useSearch());
  const [, navigate] = useLocation();
  const change = (changes: Partial<CatalogueQuery>) =>
    navigate(`${cataloguePath}${catalogueSearchOf({ ...query, ...changes })}`, { replace: true });
  return [query, change];
}

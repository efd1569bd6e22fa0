import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { searchProducts } from '../../domain/search';
import type { Product } from '../../domain/catalog';
import { useProducts } from '../../services/catalog';
import { lazyPage } from '../shared/lazy-page';
import { detailsPath, searchPath } from '../shared/paths';
import { searchInputId } from '../shared/scroll-targets';
import { TakeoverSuspense } from '../shared/takeover-suspense';

export type SearchedProduct = Product & { name: string };

/** The open list's options: out of the first load, asked for when the search is first focused. */
export const SearchOptions = lazyPage(() => import('./search-options'));

/**
 * Header search (spec §2, §5): an ARIA combobox. Up to 10 products whose name contains the text,
 * whatever its case; nothing until text is entered; 'Aucun résultat' when nothing matches.
 * Arrows move through the results and a last 'see all results' option; Enter opens the chosen one, or the
 * results page (/search) when none is chosen; Escape closes the list.
 */
export function SearchBox() {
  const { t } = useLingui();
  const listId = useId();
  // The list is asked for when the search is first focused (a page that shows products has it already): a page the
  // server renders does not carry the whole catalogue for a search nobody has started.
  const [searching, setSearching] = useState(false);
  const products = useProducts({ enabled: searching });
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const searchable = useMemo(
    () => (products.data ?? []).map((product) => ({ ...product, name: product.attributes.name })),
    [products.data],
  );
  const results = useMemo(() => searchProducts(searchable, text), [searchable, text]);
  const expanded = open && text.trim() !== '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The options: the products found, then 'see all results' (index results.length).
  const optionCount = results.length + 1;
  const go = (path: string) => {
    setText('');
    setOpen(false);
    setActiveIndex(-1);
    navigate(path);
  };
  const openOption = (index: number) => {
    const product = results[index];
    go(product ? detailsPath(product.id) : searchPath(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + optionCount) % optionCount);
    } else if (event.key === 'Enter' && text.trim() !== '') {
      event.preventDefault();
      // A single product found opens directly, as before; otherwise all the results.
      openOption(activeIndex >= 0 ? activeIndex : results.length === 1 ? 0 : results.length);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActiveIndex(-1);
    }
  };

  return (
    <div className="relative w-full" role="search">
      <label htmlFor={searchInputId} className="sr-only">
        <Trans>Search the products</Trans>
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" />
      <input
        id={searchInputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t`Search for a product`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          void SearchOptions.preload();
          setSearching(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-stone-300 bg-stone-50 py-2 ps-9 pe-4 text-sm focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-brand-500"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Search results`}
        hidden={!expanded}
        // Keep the focus in the input while a result is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
      >
        {expanded && (
          <TakeoverSuspense fallback={null}>
            <SearchOptions
              products={products}
              results={results}
              activeIndex={activeIndex}
              optionId={optionId}
              openOption={openOption}
              setActiveIndex={setActiveIndex}
            />
          </TakeoverSuspense>
        )}
      </ul>
    </div>
  );
}

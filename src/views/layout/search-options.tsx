import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SearchedProduct } from './search-box';

export interface SearchOptionsProps {
  products: Pick<UseQueryResult, 'isPending' | 'isError' | 'isSuccess'>;
  results: readonly SearchedProduct[];
  activeIndex: number;
  optionId: (index: number) => string;
  openOption: (index: number) => void;
  setActiveIndex: (index: number) => void;
}

/**
 * The header search's open list (search-box.tsx): its own chunk, loaded when the shopper first focuses the search,
 * since a first screen never shows it.
 */
export default function SearchOptions({ products, results, activeIndex, optionId, openOption, setActiveIndex }: SearchOptionsProps) {
  return (
    <>
      {products.isPending && (
        <li role="presentation" className="p-3 text-sm text-stone-500">
          <Trans>...loading</Trans>
        </li>
      )}
      {products.isError && (
        <li role="presentation" className="p-3 text-sm text-red-800">
          <Trans>Error while loading the products</Trans>
        </li>
      )}
      {products.isSuccess && results.length === 0 && (
        <li role="presentation" className="p-3 text-sm text-stone-600">
          <Trans>No results</Trans>
        </li>
      )}
      {results.map((product, index) => {
        const image = product.attributes.image?.[0]?.formats.small;
        return (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onClick={() => openOption(index)}
            onMouseEnter={() => setActiveIndex(index)}
            className={`flex cursor-pointer items-center gap-3 rounded-lg p-2 ${index === activeIndex ? 'bg-brand-50' : ''}`}
          >
            {image ? (
              <img
                src={image.url}
                width={image.width}
                height={image.height}
                alt=""
                loading="lazy"
                className="size-12 shrink-0 rounded bg-brand-50 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-12 shrink-0 rounded bg-brand-50" />
            )}
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-stone-900">{product.name}</span>
              <span className="block truncate text-xs text-stone-500">{product.attributes.category_name}</span>
            </span>
          </li>
        );
      })}
      {results.length > 0 && (
        <li
          id={optionId(results.length)}
          role="option"
          aria-selected={activeIndex === results.length}
          onClick={() => openOption(results.length)}
          onMouseEnter={() => setActiveIndex(results.length)}
          className={`cursor-pointer rounded-lg p-2 text-sm font-semibold text-brand-700 underline ${activeIndex === results.length ? 'bg-brand-50' : ''}`}
        >
          <Trans>See all results</Trans>
        </li>
      )}
    </>
  );
}

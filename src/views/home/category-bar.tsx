import { Trans } from '@lingui/react/macro';
import { useCategories } from '../../services/catalog';
import { ReadFailed } from '../shared/load-states';
import { categoryBarId } from '../shared/scroll-targets';
import { useActiveCategory, useSelectCategory } from '../../actors/shop-actors';

const placeholderCount = 7;

/** Category filter bar (spec §2): one button per category; the active one is pressed. */
export function CategoryBar() {
  const categories = useCategories();
  const active = useActiveCategory();
  const select = useSelectCategory();
  return (
    <nav id={categoryBarId} aria-labelledby="category-bar-title" className="mx-auto max-w-7xl scroll-mt-4 px-4 py-4">
      <h2 id="category-bar-title" className="mb-3 text-lg font-bold text-brand-900">
        <Trans>Categories</Trans>
      </h2>
      {categories.isPending && (
        <ul className="flex flex-wrap gap-2" aria-hidden="true">
          {Array.from({ length: placeholderCount }, (_, index) => (
            <li key={index} data-testid="category-skeleton" className="h-9 w-28 animate-pulse rounded-full bg-stone-200" />
          ))}
        </ul>
      )}
      {categories.isError && (
        <ReadFailed read={categories}>
          <Trans>An error occurred</Trans>
        </ReadFailed>
      )}
      {categories.data && (
        <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible">
          {categories.data.map((category) => {
            const pressed = active === category.id;
            return (
              <li key={category.id} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => select(category.id)}
                  className={`rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                    pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-700 hover:border-brand-500'
                  }`}
                >
                  {category.attributes.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

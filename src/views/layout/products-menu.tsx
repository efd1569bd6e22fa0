import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ChevronDown } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useCategories } from '../../services/catalog';
import { cataloguePath } from '../shared/paths';
import { scrollToCategoryBar } from '../shared/scroll-targets';
import { useActiveCategory, useSelectCategory } from '../../actors/shop-actors';

/** Spec §9: the dropdown lists the first 7 categories. */
const menuCategoryCount = 7;

/**
 * 'Products' dropdown: choosing a category sets the shared filter (choosing the active one clears it)
 * and scrolls smoothly to the category bar of the home page. Its last entry opens the catalogue page
 * (sort and price filter).
 */
export function ProductsMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const categories = useCategories();
  const active = useActiveCategory();
  const select = useSelectCategory();
  const [location, navigate] = useLocation();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (categoryId: number) => {
    select(categoryId);
    setOpen(false);
    if (location !== '/') navigate('/');
    scrollToCategoryBar();
  };

  return (
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Trans>Products</Trans>
        <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={listId} hidden={!open} className="absolute start-0 z-30 mt-1 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
        {categories.isPending && (
          <p className="p-2 text-sm text-stone-500">
            <Trans>...loading</Trans>
          </p>
        )}
        {categories.isError && (
          <p role="alert" className="p-2 text-sm text-red-800">
            <Trans>An error occurred</Trans>
          </p>
        )}
        {categories.data && (
          <ul>
            {categories.data.slice(0, menuCategoryCount).map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={active === category.id}
                  onClick={() => choose(category.id)}
                  className={`w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 ${
                    active === category.id ? 'bg-brand-100 font-semibold text-brand-900' : 'text-stone-700'
                  }`}
                >
                  {category.attributes.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <Link
          href={cataloguePath}
          onClick={() => setOpen(false)}
          className="mt-1 block rounded-lg border-t border-stone-200 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Trans>All products: sort and filter</Trans>
        </Link>
      </div>
    </div>
  );
}

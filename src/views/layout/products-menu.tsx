import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { lazyPage } from '../shared/lazy-page';
import { TakeoverSuspense } from '../shared/takeover-suspense';

// What the menu lists, and what choosing does, come when it is first opened: out of the first load.
const ProductsMenuList = lazyPage(() => import('./products-menu-list'));

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

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

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
        {open && (
          <TakeoverSuspense
            fallback={
              <p className="p-2 text-sm text-stone-500">
                <Trans>...loading</Trans>
              </p>
            }
          >
            <ProductsMenuList close={() => setOpen(false)} />
          </TakeoverSuspense>
        )}
      </div>
    </div>
  );
}

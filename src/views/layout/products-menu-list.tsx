import { Link, useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useCategories } from '../../services/catalog';
import { cataloguePath } from '../shared/paths';
import { scrollToCategoryBar } from '../shared/scroll-targets';
import { useActiveCategory, useSelectCategory } from '../../actors/shop-actors';

/** Spec §9: the dropdown lists the first 7 categories. */
const menuCategoryCount = 7;

/** The open 'Products' menu (ProductsMenu): the first categories, then the catalogue page. */
export default function ProductsMenuList({ close }: { close: () => void }) {
  const categories = useCategories();
  const active = useActiveCategory();
  const select = useSelectCategory();
  const [location, navigate] = useLocation();

  const choose = (categoryId: number) => {
    select(categoryId);
    close();
    if (location !== '/') navigate('/');
    scrollToCategoryBar();
  };

  return (
    <>
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
        onClick={close}
        className="mt-1 block rounded-lg border-t border-stone-200 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Trans>All products: sort and filter</Trans>
      </Link>
    </>
  );
}

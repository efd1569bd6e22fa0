import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { StoredProduct } from '../../domain/cart-item';
import { LineImage } from '../shared/line-image';
import { Price } from '../shared/price';
import { detailsPath } from '../shared/paths';
import { StockBadge } from '../shared/stock-badge';
import { WishlistActions } from './wishlist-actions';

/** Desktop (md and up): name, unit price, stock status, actions (spec §2). Phones get WishlistCards. */
export function WishlistTable({ items }: { items: readonly StoredProduct[] }) {
  return (
    <table className="hidden w-full border-collapse text-start md:table">
      <caption className="sr-only">
        <Trans>Products in your wishlist</Trans>
      </caption>
      <thead>
        <tr className="border-b border-stone-300 text-start text-sm text-stone-500">
          <th scope="col" className="py-2 text-start font-medium">
            <Trans>Product</Trans>
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            <Trans>Unit price</Trans>
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            <Trans>Stock status</Trans>
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            <Trans>Actions</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((product) => (
          <tr key={product.id} className="border-b border-stone-200">
            <th scope="row" className="py-3 pe-4 text-start font-normal">
              <div className="flex items-center gap-3">
                <LineImage url={product.image_url} className="w-16" />
                <Link
                  href={detailsPath(product.id)}
                  className="font-semibold text-stone-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <bdi>{product.name}</bdi>
                </Link>
              </div>
            </th>
            <td className="py-3 pe-4">
              <Price amount={product.price} className="font-semibold text-brand-700" />
            </td>
            <td className="py-3 pe-4">
              <StockBadge available={product.availability} />
            </td>
            <td className="py-3">
              <WishlistActions product={product} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

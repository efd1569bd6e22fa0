import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { StoredProduct } from '../../domain/cart-item';
import { LineImage } from '../shared/line-image';
import { Price } from '../shared/price';
import { detailsPath } from '../shared/paths';
import { StockBadge } from '../shared/stock-badge';
import { WishlistActions } from './wishlist-actions';

/** Phones (below md): one card per product; the table takes over from md up. */
export function WishlistCards({ items }: { items: readonly StoredProduct[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Products in your wishlist`} className="grid gap-3 md:hidden">
      {items.map((product) => (
        <li key={product.id} className="flex gap-3 rounded-xl border border-stone-200 p-3">
          <LineImage url={product.image_url} className="w-20 shrink-0 self-start" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              href={detailsPath(product.id)}
              className="font-semibold text-stone-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <bdi>{product.name}</bdi>
            </Link>
            <Price amount={product.price} className="font-semibold text-brand-700" />
            <StockBadge available={product.availability} className="self-start" />
            <WishlistActions product={product} />
          </div>
        </li>
      ))}
    </ul>
  );
}

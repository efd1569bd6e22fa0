import { Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StoredProduct } from '../../domain/cart-item';
import { useWishlistActor } from '../../actors/shop-actors';

export function RemoveFromWishlistButton({ product }: { product: StoredProduct }) {
  const { t } = useLingui();
  const wishlist = useWishlistActor();
  const { name } = product;
  return (
    <button
      type="button"
      onClick={() => wishlist?.send({ type: 'REMOVE', id: product.id })}
      aria-label={t`Remove ${name} from the wishlist`}
      className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm text-stone-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      <span aria-hidden="true">
        <Trans>Remove</Trans>
      </span>
    </button>
  );
}

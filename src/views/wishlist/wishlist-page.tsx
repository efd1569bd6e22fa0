import { Heart } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { EmptyList } from '../shared/empty-list';
import { useWishlistItems } from '../../actors/shop-actors';
import { SuggestedProductsCarousel } from '../shared/suggested-products-carousel';
import { WishlistCards } from './wishlist-cards';
import { WishlistFooting } from './wishlist-footing';
import { WishlistTable } from './wishlist-table';

/** /favoris (spec §2): the wishlist actor's products as a table on desktop and cards on phones. */
export default function WishlistPage() {
  const items = useWishlistItems();
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
          <Trans>Wishlist</Trans>
        </h1>
        {items.length === 0 ? (
          <EmptyList icon={<Heart className="size-12" />} title={<Trans>Your wishlist is empty</Trans>}>
            <Trans>Tap the heart on a product to keep it here for later.</Trans>
          </EmptyList>
        ) : (
          <>
            <WishlistTable items={items} />
            <WishlistCards items={items} />
            <WishlistFooting count={items.length} />
          </>
        )}
      </div>
      <SuggestedProductsCarousel
        excludeIds={items.map((item) => item.id)}
        title={<Trans>Related products</Trans>}
        headingId="wishlist-related"
      />
    </>
  );
}

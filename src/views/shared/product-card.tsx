import { Link } from 'wouter';
import type { Product } from '../../domain/catalog';
import { toStoredProduct } from '../../domain/stored-product';
import { AddToCartButton } from './add-to-cart-button';
import { HydrateOnApproach } from './hydrate-on-approach';
import { detailsPath } from './paths';
import { Price } from './price';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';
import { WishlistButton } from './wishlist-button';

export interface ProductCardProps {
  /** A product as the API sends it (with `populate=image` for a picture). */
  product: Product;
  /** Below the fold: load the picture lazily. Default true; pass false for cards visible on arrival. */
  lazy?: boolean;
}

/**
 * Product card (spec §2): card-sized image, name, category, stock, price, wishlist heart and
 * add-to-cart, which becomes 'In the cart (quantity)' in the same place once the product is there. The name's link stretches over the whole card, so the
 * image, the name and the card all lead to the details page with a single link for screen readers.
 */
export function ProductCard({ product, lazy = true }: ProductCardProps) {
  const { attributes } = product;
  const stored = toStoredProduct(product);
  const image = attributes.image?.[0];
  const href = detailsPath(product.id);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <ProductImage image={image?.formats.small} alt="" lazy={lazy} />
      <WishlistButton product={stored} className="absolute end-2 top-2 z-10" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs tracking-wide text-stone-500 uppercase">{attributes.category_name}</p>
        <h3 className="text-sm font-semibold text-stone-900 sm:text-base">
          {/* Its ::after covers the whole card; the heart and the add-to-cart button sit above it (z-10) and stay their own controls. */}
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-500">
            <bdi>{attributes.name}</bdi>
          </Link>
        </h3>
        <StockBadge available={attributes.availability} className="self-start" />
        <Price amount={attributes.price} className="mt-auto pt-1 font-bold text-brand-700" />
        <AddToCartButton product={stored} className="relative z-10 mt-2 w-full" />
      </div>
    </article>
  );
}

/**
 * A card of a row or grid: on a page the server rendered, React hydrates it when the shopper comes near it (a card a
 * screen down, or past a carousel's edge, waits), not with the first screen. Elsewhere it is drawn at once.
 */
export function ProductCardOnApproach(props: ProductCardProps) {
  return <HydrateOnApproach part={ProductCard} wrapperClassName="h-full" {...props} />;
}

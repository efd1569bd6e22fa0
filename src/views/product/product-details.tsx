import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PlayCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { Product } from '../../domain/catalog';
import { toStoredProduct } from '../../domain/stored-product';
import { AddToCartButton } from '../shared/add-to-cart-button';
import { useInCart } from '../../actors/shop-actors';
import { Price } from '../shared/price';
import { ShareButton } from '../shared/share-button';
import { StockBadge } from '../shared/stock-badge';
import { WishlistButton } from '../shared/wishlist-button';
import { shopInfo } from '../layout/shop-info';
import { Gallery } from './gallery';
import { documentTitle } from '../shared/document-title';
import { ProductNotes } from './product-notes';
import { QuantityPicker } from './quantity-picker';

/** The product itself: gallery, stock, name, properties, price, heart, quantity and add-to-cart, notes, description. */
export function ProductDetails({ product }: { product: Product }) {
  const { attributes } = product;
  const stored = toStoredProduct(product);
  const [quantity, setQuantity] = useState(1);
  const inCart = useInCart(product.id);

  useEffect(() => {
    document.title = documentTitle(attributes.name);
    return () => {
      document.title = documentTitle(null);
    };
  }, [attributes.name]);

  return (
    <article aria-labelledby="product-name" className="mx-auto max-w-7xl px-4 py-6">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <Gallery images={attributes.image ?? []} name={attributes.name} />
        <div className="flex flex-col gap-4">
          <StockBadge available={attributes.availability} className="self-start" />
          <div>
            {/* The way to the products like it, as a real link (it works before, and without, the JavaScript). */}
            <p className="text-sm tracking-wide text-stone-500 uppercase">
              <Link href={`/products?category=${attributes.category_id}`} className="hover:text-brand-700 hover:underline">
                {attributes.category_name}
              </Link>
            </p>
            <h1 id="product-name" dir="auto" className="text-2xl font-bold text-brand-900 sm:text-3xl">
              {attributes.name}
            </h1>
          </div>
          {attributes.properties.length > 0 && (
            <ul className="list-inside list-disc text-stone-700">
              {attributes.properties.map((property) => (
                <li key={property}>
                  {/* French content on an Arabic page: "40 infusions" read "infusions 40" without isolation. */}
                  <bdi>{property}</bdi>
                </li>
              ))}
            </ul>
          )}
          <Price amount={attributes.price} className="text-2xl font-bold text-brand-700" />
          <div className="flex flex-wrap items-end gap-3">
            {inCart ? (
              <Link
                href="/shopping-cart"
                className="flex-1 rounded-full border-2 border-brand-700 px-4 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Trans>In your cart: see the cart</Trans>
              </Link>
            ) : (
              <>
                <QuantityPicker value={quantity} onChange={setQuantity} />
                <AddToCartButton product={stored} quantity={quantity} className="flex-1 py-3" />
              </>
            )}
            <WishlistButton product={stored} className="border border-stone-300" />
          </div>
          <ShareButton title={attributes.name} path={`/details/${product.id}`} />
          <ProductNotes />
        </div>
      </div>
      <section aria-labelledby="description-title" className="mt-10 max-w-3xl">
        <h2 id="description-title" className="mb-2 text-xl font-bold text-brand-900">
          <Trans>Description</Trans>
        </h2>
        <p dir="auto" className="whitespace-pre-line text-stone-700">
          {attributes.description}
        </p>
        <h3 className="mt-6 mb-2 font-semibold text-brand-900">
          <Trans>Additional information</Trans>
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-stone-700">
          <dt className="font-medium">
            <Trans>Category</Trans>
          </dt>
          <dd>{attributes.category_name}</dd>
          <dt className="font-medium">
            <Trans>Availability</Trans>
          </dt>
          <dd>
            <StockBadge available={attributes.availability} />
          </dd>
        </dl>
        <a
          href={shopInfo.social.youtube}
          target="_blank"
          rel="noreferrer"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <PlayCircle aria-hidden="true" className="size-5" />
          <Trans>Watch the video</Trans>
        </a>
      </section>
    </article>
  );
}

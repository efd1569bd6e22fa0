import { useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { ProductNotFound, useProduct } from '../../services/catalog';
import { ReadFailed } from '../shared/load-states';
import { ProductDetails } from './product-details';
import { ProductDetailsSkeleton } from './product-details-skeleton';
import { ProductMissing } from './product-missing';
import { HydrateOnApproach } from '../shared/hydrate-on-approach';
import { SimilarProducts } from './similar-products';

/**
 * /details/:id (spec §2). A product that does not exist says so with ways back; one that could not be
 * loaded offers a retry in place — the shopper is never sent elsewhere without a word (the spec's redirect home).
 */
export default function ProductPage() {
  const { id } = useParams<{ id: string }>();
  const product = useProduct(id);

  if (product.error instanceof ProductNotFound) return <ProductMissing />;
  if (product.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ReadFailed read={product}>
          <Trans>The product could not be loaded.</Trans>
        </ReadFailed>
      </div>
    );
  }
  return (
    <>
      {product.data ? (
        // Keyed by id: another product starts again with quantity 1 and its first picture.
        <ProductDetails key={product.data.id} product={product.data} />
      ) : (
        <>
          <p role="status" className="sr-only">
            <Trans>...loading</Trans>
          </p>
          <ProductDetailsSkeleton />
        </>
      )}
      {product.data && <HydrateOnApproach part={SimilarProducts} product={product.data} />}
    </>
  );
}

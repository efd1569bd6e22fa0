import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useProduct } from '../../services/catalog';
import { BestProductsCarousel } from '../shared/BestProductsCarousel';
import { ProductDetails } from './ProductDetails';
import { ProductDetailsSkeleton } from './ProductDetailsSkeleton';

/** /details/:id (spec §2). A product that cannot be loaded (404, network) sends the shopper home. */
export default function ProductPage() {
  const { id } = useParams<{ id: string }>();
  const product = useProduct(id);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (product.isError) navigate('/', { replace: true });
  }, [product.isError, navigate]);

  if (product.isError) return null;
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
      <BestProductsCarousel excludeId={product.data?.id} />
    </>
  );
}

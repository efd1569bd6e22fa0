import { Trans } from '@lingui/react/macro';
import { SuggestedProductsCarousel } from './SuggestedProductsCarousel';

/** The best-products carousel of the home and details pages (spec §2); the details page leaves out its own product. */
export function BestProductsCarousel({ excludeId }: { excludeId?: number | undefined }) {
  return (
    <SuggestedProductsCarousel excludeIds={excludeId === undefined ? [] : [excludeId]} headingId="best-products" title={<Trans>Our best products</Trans>} />
  );
}

import { Trans } from '@lingui/react/macro';

/** 'En stock' / 'Rupture de stock' (spec §2, product card). */
export function StockBadge({ available, className = '' }: { available: boolean; className?: string }) {
  return available ? (
    <span className={`inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700 ${className}`}>
      <Trans>In stock</Trans>
    </span>
  ) : (
    <span className={`inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ${className}`}>
      <Trans>Out of stock</Trans>
    </span>
  );
}

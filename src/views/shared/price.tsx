import { baseCurrency, displayPrice, intlLocaleOf, type DisplayPrice } from '../../domain/money';
import { useDisplayPrice } from '../../services/display-price';
import { useChosenCurrency } from '../../services/currency';
import { useLocale } from '../../services/i18n';

export interface PriceProps {
  /** XOF, an integer. */
  amount: number;
  className?: string;
}

/**
 * A price in the shopper's display currency. When it is a conversion the amount charged in F CFA
 * stays visible beside it, since payment is always in F CFA.
 */
export function Price({ amount, className = '' }: PriceProps) {
  const currency = useChosenCurrency();
  const locale = useLocale();
  // In F CFA, every shopper's first currency, a price needs no exchange rates: no query of its own for each price of
  // the page, which cost ~1.5 ms of a phone's main thread apiece as a rendered page was taken over (issue 23).
  if (currency === baseCurrency)
    return <PriceText price={displayPrice(amount, baseCurrency, [], intlLocaleOf(locale))} className={className} />;
  return <ConvertedPrice amount={amount} className={className} />;
}

function ConvertedPrice({ amount, className }: Required<PriceProps>) {
  return <PriceText price={useDisplayPrice(amount)} className={className} />;
}

function PriceText({ price, className }: { price: DisplayPrice; className: string }) {
  return (
    // Isolated: in an Arabic sentence the digits and "F CFA" keep their order (issue 21).
    <bdi className={`whitespace-nowrap ${className}`}>
      <span data-testid="price">{price.shown}</span>
      {price.converted && <span className="ms-1 text-xs font-normal text-stone-500">({price.xof})</span>}
    </bdi>
  );
}

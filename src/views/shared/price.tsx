import { useDisplayPrice } from '../../services/display-price';

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
  const price = useDisplayPrice(amount);
  return (
    // Isolated: in an Arabic sentence the digits and "F CFA" keep their order (issue 21).
    <bdi className={`whitespace-nowrap ${className}`}>
      <span data-testid="price">{price.shown}</span>
      {price.converted && <span className="ms-1 text-xs font-normal text-stone-500">({price.xof})</span>}
    </bdi>
  );
}

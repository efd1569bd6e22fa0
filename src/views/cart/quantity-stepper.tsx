import { Minus, Plus } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cartQuantityMax, cartQuantityMin } from '../../domain/stored-item-reader';

export interface QuantityStepperProps {
  quantity: number;
  /** Names the product in the buttons' labels. */
  productName: string;
  onIncrement: () => void;
  onDecrement: () => void;
}

/** − quantity +, within 1..99 (spec §5): a button is disabled at its bound. */
export function QuantityStepper({ quantity, productName, onIncrement, onDecrement }: QuantityStepperProps) {
  const { t } = useLingui();
  const button =
    'inline-flex size-9 items-center justify-center rounded-full border border-stone-300 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div role="group" aria-label={t`Quantity of ${productName}`} className="inline-flex items-center gap-2">
      <button
        type="button"
        className={button}
        onClick={onDecrement}
        disabled={quantity <= cartQuantityMin}
        aria-label={t`Decrease the quantity of ${productName}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums" data-testid="quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        onClick={onIncrement}
        disabled={quantity >= cartQuantityMax}
        aria-label={t`Increase the quantity of ${productName}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LabelledField } from '../shared/labelled-field';
import { maxQuantity, minQuantity, stepQuantity } from './quantity';

/** Read-only quantity with − and + (1 to 10); steps past the bounds are ignored. */
export function QuantityPicker({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <LabelledField htmlFor={id} label={<Trans>Quantity</Trans>}>
      <div className="inline-flex items-center rounded-full border border-stone-300">
        <button
          type="button"
          aria-label={t`Decrease the quantity`}
          aria-disabled={value <= minQuantity}
          onClick={() => onChange(stepQuantity(value, -1))}
          className="p-2.5 text-brand-700 aria-disabled:opacity-40"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input id={id} readOnly value={value} inputMode="numeric" className="w-10 bg-transparent text-center font-semibold" />
        <button
          type="button"
          aria-label={t`Increase the quantity`}
          aria-disabled={value >= maxQuantity}
          onClick={() => onChange(stepQuantity(value, 1))}
          className="p-2.5 text-brand-700 aria-disabled:opacity-40"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </LabelledField>
  );
}

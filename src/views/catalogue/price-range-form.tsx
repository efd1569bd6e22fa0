import { useId, useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { useBrowserState } from '../../actors/browser-state';
import { fieldClass } from './field-class';

export interface PriceRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** A typed amount: blank is no limit; anything else must be a whole number of F CFA. */
function amountOf(text: string): number | undefined | 'invalid' {
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '') return undefined;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

/**
 * The price range, in F CFA (what the shop charges, whatever currency the prices are shown in), applied
 * when the shopper confirms it: typing does not reload the list at every digit. Give it a `key` made of
 * the applied range, so an address that changes (back, a shared link) refills the fields.
 */
export function PriceRangeForm({ range, onApply }: { range: PriceRange; onApply: (range: PriceRange) => void }) {
  const [min, setMin] = useState(range.min === undefined ? '' : String(range.min));
  const [max, setMax] = useState(range.max === undefined ? '' : String(range.max));
  const [problem, setProblem] = useState<'amount' | 'order' | null>(null);
  const ids = { min: useId(), max: useId(), problem: useId() };
  // On a server-rendered page the fields and Apply wait for hydration: typed before it, a price was not in the
  // form's state (the fields are controlled), and Apply would have the browser send the form itself.
  const ready = useBrowserState();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = amountOf(min);
    const high = amountOf(max);
    if (low === 'invalid' || high === 'invalid') return setProblem('amount');
    if (low !== undefined && high !== undefined && low > high) return setProblem('order');
    setProblem(null);
    onApply({ min: low, max: high });
  };

  const describedBy = problem ? ids.problem : undefined;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <fieldset disabled={!ready} className="flex flex-wrap items-end gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-700">
          <Trans>Price (F CFA)</Trans>
        </legend>
        <label htmlFor={ids.min} className="sr-only">
          <Trans>Lowest price in F CFA</Trans>
        </label>
        <input
          id={ids.min}
          inputMode="numeric"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={describedBy}
          placeholder="Min"
          className={`${fieldClass} w-28`}
        />
        <span aria-hidden="true" className="pb-2 text-stone-500">
          –
        </span>
        <label htmlFor={ids.max} className="sr-only">
          <Trans>Highest price in F CFA</Trans>
        </label>
        <input
          id={ids.max}
          inputMode="numeric"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={describedBy}
          placeholder="Max"
          className={`${fieldClass} w-28`}
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-brand-700 px-5 disabled:opacity-60 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <Trans>Apply</Trans>
        </button>
      </fieldset>
      {problem && (
        <p id={ids.problem} role="alert" className="text-sm text-red-800">
          {problem === 'amount' ? (
            <Trans>Enter the prices as whole numbers of F CFA.</Trans>
          ) : (
            <Trans>The lowest price must not be above the highest.</Trans>
          )}
        </p>
      )}
    </form>
  );
}

import { Trans } from '@lingui/react/macro';
import type { DeliveryMethod, DeliveryMethodCode } from '../../domain/catalog';
import { DeliveryMethodName } from '../shared/delivery-method-name';
import { Price } from '../shared/price';

export interface DeliveryChoiceProps {
  methods: readonly DeliveryMethod[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The checkout's choice, null until the shopper picks one (spec §4). */
  chosen: DeliveryMethodCode | null;
  onChoose: (code: DeliveryMethodCode) => void;
}

/** 'livreur' or 'collect', each with its real fee from the API (DESIGN deviation 2). */
export function DeliveryChoice({ methods, loading, failed, onRetry, chosen, onChoose }: DeliveryChoiceProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-semibold text-stone-900">
        <Trans>Delivery method</Trans>
      </legend>
      {loading && (
        <p role="status" className="text-sm text-stone-500">
          <Trans>Loading the delivery methods…</Trans>
        </p>
      )}
      {failed && (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>
            <Trans>The delivery methods could not be loaded.</Trans>
          </p>
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full border border-red-300 px-3 py-1 font-semibold hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {methods?.map((method) => (
        <label
          key={method.code}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
        >
          <input
            type="radio"
            name="delivery-method"
            value={method.code}
            checked={chosen === method.code}
            onChange={() => onChoose(method.code)}
            className="size-4 accent-brand-700"
          />
          <span className="flex-1">
            <DeliveryMethodName code={method.code} />
          </span>
          <Price amount={method.fee} className="font-semibold" />
        </label>
      ))}
    </fieldset>
  );
}

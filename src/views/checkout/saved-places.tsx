import { Trans } from '@lingui/react/macro';
import type { DeliveryDetails } from '../../domain/client-info';

interface SavedPlacesProps {
  places: DeliveryDetails[];
  /** The chosen place's index; null: a new one, typed in the fields below. */
  chosen: number | null;
  onChoose: (index: number | null) => void;
}

/** The places the customer's past orders went to, to deliver there again without retyping; or a new one. */
export function SavedPlaces({ places, chosen, onChoose }: SavedPlacesProps) {
  if (places.length === 0) return null;
  const option =
    'flex items-start gap-2 rounded-lg border border-stone-200 p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50';
  return (
    <fieldset className="space-y-2" data-testid="saved-places">
      <legend className="mb-2 text-sm font-medium text-stone-700">
        <Trans>Deliver to</Trans>
      </legend>
      {places.map((place, index) => (
        <label key={`${place.city}|${place.address}|${place.zip}`} className={option}>
          <input type="radio" name="saved-place" className="mt-1" checked={chosen === index} onChange={() => onChoose(index)} />
          <span>
            {place.address}, {place.zip} {place.city}
          </span>
        </label>
      ))}
      <label className={option}>
        <input type="radio" name="saved-place" className="mt-1" checked={chosen === null} onChange={() => onChoose(null)} />
        <span>
          <Trans>A new address</Trans>
        </span>
      </label>
    </fieldset>
  );
}

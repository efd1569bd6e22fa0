import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import type { Shop } from '../../domain/catalog';
import { Field } from '../booking/field';
import { useFieldError } from '../booking/text-input';

/** The shop list (all shops, spec §2), with the chosen shop's hours so the shopper picks an open time. */
export function ShopSelect({ shops, chosen }: { shops: UseQueryResult<Shop[]>; chosen: Shop | undefined }) {
  const { register } = useFormContext();
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <Field label={<Trans>Shop</Trans>} error={useFieldError('shop_id')}>
        {(control) => (
          <select {...control} {...register('shop_id')} disabled={!shops.data}>
            <option value="">
              {shops.isError ? t`The shops could not be loaded.` : shops.data ? t`Choose a shop` : t`Loading shops…`}
            </option>
            {shops.data?.map((shop) => (
              <option key={shop.id} value={String(shop.id)}>
                {shop.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {chosen && <OpeningHours shop={chosen} />}
    </div>
  );
}

function OpeningHours({ shop }: { shop: Shop }) {
  const { week, weekend } = shop.opening_hours;
  return (
    <p className="text-sm text-stone-600">
      <Trans>
        Monday to Friday {week.start}h–{week.end}h
      </Trans>
      {' · '}
      {weekend ? (
        <Trans>
          Saturday and Sunday {weekend.start}h–{weekend.end}h
        </Trans>
      ) : (
        <Trans>Closed on Saturday and Sunday</Trans>
      )}
    </p>
  );
}

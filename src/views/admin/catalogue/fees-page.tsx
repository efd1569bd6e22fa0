import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  adminDeliveryMethodSchema,
  adminExchangeRateSchema,
  deliveryFeeEditSchema,
  exchangeRateEditSchema,
  type AdminDeliveryMethod,
  type AdminExchangeRate,
  type DeliveryFeeEdit,
  type ExchangeRateEdit,
} from '../../../domain/admin';
import { useCatalogueList } from '../../../services/admin-catalogue';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { AdminField } from '../shared/admin-field';
import { formatXof } from '../shared/format';
import { cardClass } from '../shared/styles';
import { useAdminMe } from '../use-admin-me';
import { EditorFoot } from './editor-foot';
import { useEditor } from './use-editor';

const feeValuesOf = (record: unknown): DeliveryFeeEdit | null => {
  const method = adminDeliveryMethodSchema.safeParse(record);
  return method.success ? { version: method.data.version, fee: method.data.fee } : null;
};
const rateValuesOf = (record: unknown): ExchangeRateEdit | null => {
  const rate = adminExchangeRateSchema.safeParse(record);
  return rate.success ? { version: rate.data.version, xof_per_unit: rate.data.xof_per_unit } : null;
};

/** /admin/catalogue/fees: the fee of each delivery method, and the euro's rate shown to shoppers who choose EUR. */
export function FeesPage() {
  const uid = useAdminMe().uid;
  const methods = useCatalogueList(uid, 'delivery-methods');
  const rates = useCatalogueList(uid, 'exchange-rates');
  if (methods.isPending || rates.isPending) return <Loading />;
  if (methods.isError || rates.isError) {
    return (
      <LoadFailed
        retry={() => void (methods.isError ? methods.refetch() : rates.refetch())}
        retrying={methods.isFetching || rates.isFetching}
      >
        <Trans>This list could not be loaded.</Trans>
      </LoadFailed>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {methods.data.map((method) => (
        <FeeEditor key={method.code} method={method} />
      ))}
      {rates.data
        .filter((rate) => rate.currency === 'EUR')
        .map((rate) => (
          <RateEditor key={rate.currency} rate={rate} />
        ))}
    </div>
  );
}

function FeeEditor({ method }: { method: AdminDeliveryMethod }) {
  const { t } = useLingui();
  const locale = useLocale();
  const resolver = useMemo(() => zodResolver(deliveryFeeEditSchema), []);
  const editor = useEditor<DeliveryFeeEdit>({
    kind: 'delivery-methods',
    recordKey: method.code,
    initial: feeValuesOf(method)!,
    resolver,
    valuesOf: feeValuesOf,
  });
  const name = locale === 'en' ? method.name_en : method.name_fr;
  const labels = { fee: t`Fee of “${name}” (F CFA)` };
  return (
    <form onSubmit={editor.onSubmit} onChange={editor.onChange} noValidate className={`${cardClass} flex flex-col gap-2`}>
      <AdminField
        label={labels.fee}
        error={editor.form.formState.errors.fee?.message}
        hint={<Trans>Now: {formatXof(method.fee, locale)}</Trans>}
      >
        {(control) => (
          <input
            {...control}
            {...editor.form.register('fee', { valueAsNumber: true })}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
        )}
      </AdminField>
      <EditorFoot editor={editor} labels={labels} />
    </form>
  );
}

function RateEditor({ rate }: { rate: AdminExchangeRate }) {
  const { t } = useLingui();
  const resolver = useMemo(() => zodResolver(exchangeRateEditSchema), []);
  const editor = useEditor<ExchangeRateEdit>({
    kind: 'exchange-rates',
    recordKey: rate.currency,
    initial: rateValuesOf(rate)!,
    resolver,
    valuesOf: rateValuesOf,
  });
  const labels = { xof_per_unit: t`F CFA for 1 euro` };
  return (
    <form onSubmit={editor.onSubmit} onChange={editor.onChange} noValidate className={`${cardClass} flex flex-col gap-2`}>
      <AdminField
        label={labels.xof_per_unit}
        error={editor.form.formState.errors.xof_per_unit?.message}
        hint={<Trans>The CFA franc is pegged at 655.957 F CFA per euro. As of {rate.as_of}.</Trans>}
      >
        {(control) => (
          <input
            {...control}
            {...editor.form.register('xof_per_unit', { valueAsNumber: true })}
            type="number"
            min={0}
            step="0.001"
            inputMode="decimal"
          />
        )}
      </AdminField>
      <EditorFoot editor={editor} labels={labels} />
    </form>
  );
}

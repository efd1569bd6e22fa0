import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminShopSchema, shopHoursEditSchema, type AdminShop } from '../../../domain/admin';
import { useCatalogueList } from '../../../services/admin-catalogue';
import { AdminField } from '../shared/admin-field';
import { useAdminMe } from '../use-admin-me';
import { RecordList } from './record-list';
import { EditorFoot } from './editor-foot';
import { useEditor } from './use-editor';

interface Hours {
  start: number;
  end: number;
}
/** Weekend hours stay in the form while the shop is closed at the weekend, so reopening brings them back. */
interface ShopValues {
  version: number;
  week: Hours;
  weekend: Hours;
  weekendClosed: boolean;
}

const valuesOf = (record: unknown): ShopValues | null => {
  const shop = adminShopSchema.safeParse(record);
  if (!shop.success) return null;
  const { version, week, weekend } = shop.data;
  return { version, week, weekend: weekend ?? { start: 10, end: 18 }, weekendClosed: weekend === null };
};

/** /admin/catalogue/shops: each shop's opening hours in the week and at the weekend (or closed). */
export function ShopsPage() {
  const shops = useCatalogueList(useAdminMe().uid, 'shops');
  return (
    <RecordList list={shops} title={(shop) => shop.name}>
      {(shop) => <ShopHoursEditor shop={shop} />}
    </RecordList>
  );
}

function HourInput({
  name,
  label,
  error,
  register,
}: {
  name: `${'week' | 'weekend'}.${'start' | 'end'}`;
  label: string;
  error: string | undefined;
  register: ReturnType<typeof useEditor<ShopValues>>['form']['register'];
}) {
  return (
    <AdminField label={label} error={error}>
      {(control) => (
        <input {...control} {...register(name, { valueAsNumber: true })} type="number" min={0} max={24} step={1} inputMode="numeric" />
      )}
    </AdminField>
  );
}

function ShopHoursEditor({ shop }: { shop: AdminShop }) {
  const { t } = useLingui();
  // The API's schema checks what is sent: the weekend's hours, or null when closed.
  const resolver = useMemo((): Resolver<ShopValues> => {
    const api = zodResolver(shopHoursEditSchema);
    return async (values, context, options) => {
      const checked = await api(
        { version: values.version, week: values.week, weekend: values.weekendClosed ? null : values.weekend },
        context,
        options as never,
      );
      return checked as Awaited<ReturnType<Resolver<ShopValues>>>;
    };
  }, []);
  const editor = useEditor<ShopValues>({ kind: 'shops', recordKey: shop.id, initial: valuesOf(shop)!, resolver, valuesOf });
  const { register, formState, watch } = editor.form;
  const errors = formState.errors;
  const closed = watch('weekendClosed');
  const labels = { week: t`Monday to Friday`, weekend: t`Saturday and Sunday` };
  return (
    <form onSubmit={editor.onSubmit} onChange={editor.onChange} noValidate className="flex flex-col gap-3">
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 font-semibold">{labels.week}</legend>
        <HourInput name="week.start" label={t`Opens at (hour)`} error={errors.week?.start?.message} register={register} />
        <HourInput name="week.end" label={t`Closes at (hour)`} error={errors.week?.end?.message} register={register} />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 font-semibold">{labels.weekend}</legend>
        <label className="col-span-2 flex items-center gap-2">
          <input type="checkbox" {...register('weekendClosed')} className="size-5 accent-brand-700" />
          <Trans>Closed at the weekend</Trans>
        </label>
        {!closed && (
          <>
            <HourInput name="weekend.start" label={t`Opens at (hour)`} error={errors.weekend?.start?.message} register={register} />
            <HourInput name="weekend.end" label={t`Closes at (hour)`} error={errors.weekend?.end?.message} register={register} />
          </>
        )}
      </fieldset>
      <EditorFoot editor={editor} labels={labels} />
    </form>
  );
}

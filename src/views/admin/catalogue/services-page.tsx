import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminServiceSchema, serviceEditSchema, type AdminService, type ServiceEdit } from '../../../domain/admin';
import { useCatalogueList } from '../../../services/admin-catalogue';
import { AdminField } from '../shared/admin-field';
import { emptyAsNull } from '../shared/empty-as-null';
import { useAdminMe } from '../use-admin-me';
import { BilingualTexts } from './bilingual-texts';
import { EditorFoot } from './editor-foot';
import { RecordList } from './record-list';
import { useEditor } from './use-editor';

type ServiceValues = ServiceEdit & { version: number };
const valuesOf = (record: unknown): ServiceValues | null => {
  const service = adminServiceSchema.safeParse(record);
  if (!service.success) return null;
  const { version, name_fr, name_en, description_fr, description_en, price } = service.data;
  return { version, name_fr, name_en, description_fr, description_en, price };
};

/** /admin/catalogue/services: the bookable services' names and descriptions in both languages, and their price. */
export function ServicesPage() {
  const services = useCatalogueList(useAdminMe().uid, 'services');
  return (
    <RecordList list={services} title={(service) => service.name_fr}>
      {(service) => <ServiceEditor service={service} />}
    </RecordList>
  );
}

function ServiceEditor({ service }: { service: AdminService }) {
  const { t } = useLingui();
  const resolver = useMemo(() => zodResolver(serviceEditSchema), []);
  const editor = useEditor<ServiceValues>({ kind: 'services', recordKey: service.id, initial: valuesOf(service)!, resolver, valuesOf });
  const labels = {
    name_fr: t`Name (French)`,
    name_en: t`Name (English)`,
    description_fr: t`Description (French)`,
    description_en: t`Description (English)`,
    price: t`Price (F CFA)`,
  };
  const { register, formState } = editor.form;
  return (
    <form onSubmit={editor.onSubmit} onChange={editor.onChange} noValidate className="grid gap-3 sm:grid-cols-2">
      <BilingualTexts form={editor.form} named="name" labels={labels} />
      <AdminField
        label={labels.price}
        error={formState.errors.price?.message}
        hint={<Trans>Leave empty to show no price on the service page.</Trans>}
      >
        {/* Empty is null (no price shown); anything typed goes to the API's schema as a number, to be refused there in words. */}
        {(control) => (
          <input {...control} {...register('price', { setValueAs: emptyAsNull })} type="number" inputMode="numeric" min={0} step={1} />
        )}
      </AdminField>
      <EditorFoot editor={editor} labels={labels} className="sm:col-span-2" />
    </form>
  );
}

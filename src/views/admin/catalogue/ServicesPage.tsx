import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { adminServiceSchema, serviceEditSchema, type AdminService, type ServiceEdit } from '../../../domain/admin';
import { useCatalogueList } from '../../../services/adminCatalogue';
import { AdminField } from '../shared/AdminField';
import { SaveFeedback } from '../shared/SaveFeedback';
import { primaryButton } from '../shared/styles';
import { useAdminMe } from '../useAdminMe';
import { RecordList } from './RecordList';
import { useEditor } from './useEditor';

type ServiceValues = ServiceEdit & { version: number };
const valuesOf = (record: unknown): ServiceValues | null => {
  const service = adminServiceSchema.safeParse(record);
  if (!service.success) return null;
  const { version, name_fr, name_en, description_fr, description_en } = service.data;
  return { version, name_fr, name_en, description_fr, description_en };
};

/** /admin/catalogue/services: the bookable services' names and descriptions in both languages. */
export function ServicesPage() {
  const services = useCatalogueList(useAdminMe().uid, 'services');
  return <RecordList list={services} title={(service) => service.name_fr}>{(service) => <ServiceEditor service={service} />}</RecordList>;
}

function ServiceEditor({ service }: { service: AdminService }) {
  const { t } = useLingui();
  const resolver = useMemo(() => zodResolver(serviceEditSchema), []);
  const { form, onSubmit, feedback, saving } = useEditor<ServiceValues>({ kind: 'services', recordKey: service.id, initial: valuesOf(service)!, resolver, valuesOf });
  const { register, formState } = form;
  const labels = { name_fr: t`Name (French)`, name_en: t`Name (English)`, description_fr: t`Description (French)`, description_en: t`Description (English)` };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <AdminField label={labels.name_fr} error={formState.errors.name_fr?.message}>{(control) => <input {...control} {...register('name_fr')} lang="fr" />}</AdminField>
      <AdminField label={labels.name_en} error={formState.errors.name_en?.message}>{(control) => <input {...control} {...register('name_en')} lang="en" />}</AdminField>
      <AdminField label={labels.description_fr} error={formState.errors.description_fr?.message}>
        {(control) => <textarea {...control} {...register('description_fr')} rows={4} lang="fr" />}
      </AdminField>
      <AdminField label={labels.description_en} error={formState.errors.description_en?.message}>
        {(control) => <textarea {...control} {...register('description_en')} rows={4} lang="en" />}
      </AdminField>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <button type="submit" className={`${primaryButton} self-start`} disabled={saving}>
          <Trans>Save</Trans>
        </button>
        <SaveFeedback {...feedback} labels={labels} />
      </div>
    </form>
  );
}

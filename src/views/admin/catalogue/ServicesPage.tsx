import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { adminServiceSchema, serviceEditSchema, type AdminService, type ServiceEdit } from '../../../domain/admin';
import { useCatalogueList } from '../../../services/adminCatalogue';
import { useAdminMe } from '../useAdminMe';
import { BilingualTexts } from './BilingualTexts';
import { EditorFoot } from './EditorFoot';
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
  const editor = useEditor<ServiceValues>({ kind: 'services', recordKey: service.id, initial: valuesOf(service)!, resolver, valuesOf });
  const labels = { name_fr: t`Name (French)`, name_en: t`Name (English)`, description_fr: t`Description (French)`, description_en: t`Description (English)` };
  return (
    <form onSubmit={editor.onSubmit} onChange={editor.onChange} noValidate className="grid gap-3 sm:grid-cols-2">
      <BilingualTexts form={editor.form} named="name" labels={labels} />
      <EditorFoot editor={editor} labels={labels} className="sm:col-span-2" />
    </form>
  );
}

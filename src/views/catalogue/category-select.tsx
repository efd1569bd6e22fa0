import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCategories } from '../../services/catalog';
import { fieldClass } from './field-class';

/** One category or all of them. Until the categories arrive (or if they cannot), only "all" is offered. */
export function CategorySelect({ value, onChange }: { value: number | undefined; onChange: (categoryId: number | undefined) => void }) {
  const { t } = useLingui();
  const id = useId();
  const categories = useCategories();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        <Trans>Category</Trans>
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        className={fieldClass}
      >
        <option value="">{t`All categories`}</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.attributes.name}
          </option>
        ))}
      </select>
    </div>
  );
}

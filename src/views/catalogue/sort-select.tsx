import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { productSorts, type ProductSort } from '../../domain/catalogue-query';
import { fieldClass } from './field-class';

/** How the list is ordered; the shop's own order (by reference) when none is chosen. */
export function SortSelect({ value, onChange }: { value: ProductSort | undefined; onChange: (sort: ProductSort | undefined) => void }) {
  const { t } = useLingui();
  const id = useId();
  const labels: Record<ProductSort, string> = {
    'price-asc': t`Price, lowest first`,
    'price-desc': t`Price, highest first`,
    name: t`Name, A to Z`,
    newest: t`Newest first`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(productSorts.find((sort) => sort === event.target.value))}
        className={fieldClass}
      >
        <option value="">{t`Our selection`}</option>
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

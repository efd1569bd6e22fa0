import { useId, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderStates } from '../../../domain/admin';
import { deliveryMethodCodes } from '../../../domain/catalog';
import { inputClass, primaryButton, secondaryButton } from '../shared/styles';
import type { OrderFilters } from './order-list-address';
import { deliveryWords, orderStateWords } from './order-words';

/** Search and filters of the order list; applying them shows page 1 of the new list. */
export function OrderFilterForm({ filters, onApply }: { filters: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onApply({
      q: text('q') || undefined,
      state: (orderStates as readonly string[]).includes(text('state')) ? (text('state') as OrderFilters['state']) : undefined,
      delivery: (deliveryMethodCodes as readonly string[]).includes(text('delivery'))
        ? (text('delivery') as OrderFilters['delivery'])
        : undefined,
      from: text('from') || undefined,
      to: text('to') || undefined,
    });
  };
  return (
    <form
      role="search"
      aria-label={t`Find orders`}
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="sm:col-span-2 lg:col-span-5">
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-semibold">
          <Trans>Name, phone or order number</Trans>
        </label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} maxLength={100} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-state`} className="mb-1 block text-sm font-semibold">
          <Trans>State</Trans>
        </label>
        <select id={`${id}-state`} name="state" defaultValue={filters.state ?? ''} className={inputClass}>
          <option value="">{t`All`}</option>
          {orderStates.map((state) => (
            <option key={state} value={state}>
              {i18n._(orderStateWords[state])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-delivery`} className="mb-1 block text-sm font-semibold">
          <Trans>Delivery</Trans>
        </label>
        <select id={`${id}-delivery`} name="delivery" defaultValue={filters.delivery ?? ''} className={inputClass}>
          <option value="">{t`All`}</option>
          {deliveryMethodCodes.map((code) => (
            <option key={code} value={code}>
              {i18n._(deliveryWords[code])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-semibold">
          <Trans>From</Trans>
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={filters.from ?? ''} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-semibold">
          <Trans>To</Trans>
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={filters.to ?? ''} className={inputClass} />
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className={primaryButton}>
          <Trans>Search</Trans>
        </button>
        <button type="reset" className={secondaryButton} onClick={() => onApply({})}>
          <Trans>Clear</Trans>
        </button>
      </div>
    </form>
  );
}

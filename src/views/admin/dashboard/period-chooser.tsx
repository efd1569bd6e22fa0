import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { dashboardPeriods, type DashboardPeriod, type DashboardQuery } from '../../../domain/admin-dashboard';
import { shopDayAfter, shopToday } from '../shared/format';
import { inputClass, secondaryButton } from '../shared/styles';

const choiceLook =
  'cursor-pointer rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-900 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500';

/** Today, the last 7 or 30 days, or two days of the staff's choosing; a choice shows at once (the address changes). */
export function PeriodChooser({ query, onChoose }: { query: DashboardQuery; onChoose: (query: DashboardQuery) => void }) {
  const { t } = useLingui();
  const names: Record<DashboardPeriod, string> = { today: t`Today`, '7d': t`7 days`, '30d': t`30 days`, custom: t`Custom range` };
  const choose = (period: DashboardPeriod) => {
    if (period !== 'custom') return onChoose({ period });
    const today = shopToday();
    onChoose({ period, from: shopDayAfter(today, -6), to: today });
  };
  const applyRange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChoose({ period: 'custom', from: String(form.get('from')), to: String(form.get('to')) });
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-semibold text-stone-700">
          <Trans>Period</Trans>
        </legend>
        {dashboardPeriods.map((period) => (
          <label key={period} className={choiceLook}>
            <input
              type="radio"
              name="period"
              value={period}
              checked={query.period === period}
              onChange={() => choose(period)}
              className="sr-only"
            />
            {names[period]}
          </label>
        ))}
      </fieldset>
      {query.period === 'custom' && (
        <form onSubmit={applyRange} className="flex flex-wrap items-end gap-3" aria-label={t`Custom range`}>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            <Trans>From</Trans>
            <input type="date" name="from" required defaultValue={query.from} max={query.to} className={inputClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            <Trans>To</Trans>
            <input type="date" name="to" required defaultValue={query.to} className={inputClass} />
          </label>
          <button type="submit" className={secondaryButton}>
            <Trans>Show</Trans>
          </button>
        </form>
      )}
    </div>
  );
}

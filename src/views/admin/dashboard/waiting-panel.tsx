import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import type { Dashboard } from '../../../domain/admin-dashboard';
import { Panel } from './panel';

const tile = 'flex flex-col gap-1 rounded-lg border border-stone-200 p-3';
const count = 'text-2xl font-bold tabular-nums text-brand-900';

function Tile({ figure, href, children }: { figure: number; href: string | null; children: ReactNode }) {
  const body = (
    <>
      <span className={count}>{figure}</span>
      <span className="text-sm text-stone-800">{children}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link href={href} className={`${tile} hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500`}>
          {body}
        </Link>
      ) : (
        <div className={tile}>{body}</div>
      )}
    </li>
  );
}

/** What the staff must act on now, whatever the period: first on the screen. */
export function WaitingPanel({ waiting }: { waiting: Dashboard['waiting'] }) {
  const minutes = waiting.expiring_within_minutes;
  return (
    <Panel title={<Trans>Waiting for the staff</Trans>} wide>
      <ul className="grid gap-2 sm:grid-cols-3">
        <Tile figure={waiting.paid_not_prepared} href="~/admin/orders?state=paid">
          <Plural value={waiting.paid_not_prepared} one="paid order to prepare" other="paid orders to prepare" />
        </Tile>
        <Tile figure={waiting.open_reviews} href={null}>
          <Plural value={waiting.open_reviews} one="order with a payment to settle" other="orders with a payment to settle" />
        </Tile>
        <Tile figure={waiting.expiring_soon} href="~/admin/orders?state=pending_payment">
          <Plural
            value={waiting.expiring_soon}
            one={`unpaid order expiring within ${minutes} minutes`}
            other={`unpaid orders expiring within ${minutes} minutes`}
          />
        </Tile>
      </ul>
    </Panel>
  );
}

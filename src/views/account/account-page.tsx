import type { ReactNode } from 'react';
import { Package } from 'lucide-react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { Customer } from '../../domain/customer';
import { authPaths } from '../../actors/auth-paths';
import { shopInfo } from '../layout/shop-info';
import { LoadFailed, Loading } from '../shared/load-states';
import { accountPaths } from './account-paths';
import { AccountPageFrame } from './account-page-frame';
import { OwnBookings } from './own-bookings';
import { SignInToContinue } from './sign-in-to-continue';
import { useAccountRecord, useReloadAccount } from './use-account-record';

/** /account: the signed-in shopper's customer record (name, phone, e-mail, address), the way to their orders, and their bookings. */
export default function AccountPage() {
  const record = useAccountRecord();
  const reload = useReloadAccount();
  return (
    <AccountPageFrame title={<Trans>My account</Trans>}>
      {record.state === 'signedOut' ? (
        <SignInToContinue returnTo={accountPaths.account}>
          <Trans>Sign in with your phone number to see your account.</Trans>
        </SignInToContinue>
      ) : record.state === 'ready' ? (
        <CustomerDetails customer={record.customer} />
      ) : record.state === 'unavailable' ? (
        <LoadFailed retry={reload} retrying={false}>
          <Trans>Your details could not be loaded.</Trans>
        </LoadFailed>
      ) : record.state === 'noRecord' ? (
        <p className="rounded-lg bg-accent-400/20 p-4">
          <Trans>
            Your account has no details yet.{' '}
            <Link href={authPaths.register} className="font-semibold text-brand-700 underline">
              Complete your profile
            </Link>
          </Trans>
        </p>
      ) : (
        <Loading />
      )}
    </AccountPageFrame>
  );
}

function CustomerDetails({ customer }: { customer: Customer }) {
  const { email } = shopInfo;
  return (
    <div className="space-y-6">
      <dl className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-stone-50 px-4">
        <Detail label={<Trans>Name</Trans>}>
          {customer.fname} {customer.lname}
        </Detail>
        <Detail label={<Trans>Phone</Trans>}>{customer.phone}</Detail>
        <Detail label={<Trans>Email</Trans>}>{customer.email}</Detail>
        <Detail label={<Trans>Address</Trans>}>{customer.address}</Detail>
      </dl>
      <p className="text-sm text-stone-600">
        <Trans>
          To change these details, write to us at{' '}
          <a href={`mailto:${email}`} className="text-brand-700 underline">
            {email}
          </a>
          .
        </Trans>
      </p>
      <Link
        href={accountPaths.orders}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <Package aria-hidden="true" className="size-4" />
        <Trans>My orders</Trans>
      </Link>
      <OwnBookings uid={customer.auth_id} />
    </div>
  );
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

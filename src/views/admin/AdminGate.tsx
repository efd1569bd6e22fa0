import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LogIn, ShieldX } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { AdminMe } from '../../domain/admin';
import { useCheckRoleAgain, useStaffAccess } from '../../services/adminSession';
import { loginPathFor } from '../auth/loginRoute';
import { isSignedIn, useSessionStatus, useSessionUser, useSignOut } from '../auth/sessionHooks';
import { LoadFailed, Loading } from '../shared/LoadStates';
import { AdminLayout } from './AdminLayout';
import { adminBase } from './adminPaths';
import { primaryButton, secondaryButton } from './shared/styles';

/**
 * Who may enter: signed out, the phone sign-in coming back here; signed in without a role, a clear
 * refusal; staff, the back office (`children` with their identity). The server checks the role on every
 * call as well: this gate only spares a shopper pages that would refuse everything.
 */
export function AdminGate({ children }: { children: (me: AdminMe) => ReactNode }) {
  const session = useSessionStatus();
  const signedIn = isSignedIn(session);
  const uid = useSessionUser()?.uid ?? null;
  const access = useStaffAccess(signedIn ? uid : null);

  if (session === 'signedOut') return <SignInFirst />;
  if (!signedIn || access.isPending) return <AdminLayout><Loading /></AdminLayout>;
  if (access.isError) {
    return (
      <AdminLayout>
        <LoadFailed retry={() => void access.refetch()} retrying={access.isFetching}>
          <Trans>The back office could not be loaded.</Trans>
        </LoadFailed>
      </AdminLayout>
    );
  }
  if (access.data.kind === 'refused') return <Refused uid={uid} />;
  if (access.data.kind === 'ended') return <SessionEnded />;
  return children(access.data.me);
}

function SignInFirst() {
  const [location] = useLocation();
  const search = useSearch();
  const returnTo = `${adminBase}${location === '/' ? '' : location}${search ? `?${search}` : ''}`;
  return (
    <AdminLayout>
      <h1 className="mb-4 text-2xl font-bold text-brand-900">
        <Trans>Back office</Trans>
      </h1>
      <div className="flex flex-col items-start gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <p>
          <Trans>The back office is for the shop's staff. Sign in with your phone number to continue.</Trans>
        </p>
        <Link
          href={`~${loginPathFor(returnTo)}`}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <LogIn aria-hidden="true" className="size-4" />
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </AdminLayout>
  );
}

function Refused({ uid }: { uid: string | null }) {
  const checkAgain = useCheckRoleAgain(uid);
  return (
    <AdminLayout>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
        <ShieldX aria-hidden="true" className="size-8" />
        <h1 className="text-2xl font-bold">
          <Trans>Access refused</Trans>
        </h1>
        <p>
          <Trans>This account is not one of the shop's staff. If you work at the shop, ask an administrator to give your phone number a role.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} disabled={checkAgain.isPending} onClick={() => checkAgain.mutate()}>
            <Trans>I have just been given a role: check again</Trans>
          </button>
          <Link href="~/" className="self-center font-semibold underline underline-offset-2">
            <Trans>Back to the shop</Trans>
          </Link>
        </div>
      </div>
    </AdminLayout>
  );
}

/** The server refused the session (401): the role was revoked, or the account signed out elsewhere. */
function SessionEnded() {
  const signOut = useSignOut();
  return (
    <AdminLayout>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
        <h1 className="text-2xl font-bold">
          <Trans>Your session has ended</Trans>
        </h1>
        <p>
          <Trans>The server no longer accepts this session (a role taken back signs the account out). Sign out, then sign in again.</Trans>
        </p>
        <button type="button" className={primaryButton} onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    </AdminLayout>
  );
}

import { useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { LogIn, ShieldX } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { AdminMe } from '../../domain/admin';
import { shopInspector } from '../../actors/inspector';
import { RootActor } from '../../actors/root-actor';
import type { AdminAccessEvent } from '../../machines/admin-access';
import { adminAccessLogic } from '../../services/admin-session';
import { loginPathFor } from '../../actors/auth-paths';
import { useMachineUrl } from '../../actors/use-machine-url';
import { LoadFailed, Loading } from '../shared/load-states';
import { AdminLayout } from './admin-layout';
import { adminBase } from './admin-paths';
import { primaryButton, secondaryButton } from './shared/styles';

/**
 * Who may enter, as the access machine (src/machines/admin-access.ts) decides: signed out, the phone sign-in
 * coming back here; signed in without a role, a clear refusal; staff, the back office (`children` with their
 * identity). The machine also says which page of the back office shows (an unknown one opens the orders): the
 * address follows it through the one URL↔machine sync. The server checks the role on every call as well.
 */
export function AdminGate({ children }: { children: (me: AdminMe) => ReactNode }) {
  const root = RootActor.useActorRef();
  const logic = useMemo(() => adminAccessLogic(root.system), [root]);
  // Created with the shop's inspector, so the flow studio (/flows) can watch it.
  const actor = useActorRef(logic, { inspect: shopInspector() });
  const snapshot = useSelector(actor, (state) => state);
  useMachineUrl<AdminAccessEvent>({
    route: snapshot.matches('allowed') ? snapshot.context.page : null,
    owns: (path) => path === adminBase || path.startsWith(`${adminBase}/`),
    arrivalAt: (path) => ({ type: 'ARRIVED', path }),
    send: (event) => actor.send(event),
    replace: true,
  });

  if (snapshot.matches('signedOut')) return <SignInFirst />;
  if (snapshot.matches('unavailable')) {
    return (
      <AdminLayout>
        <LoadFailed retry={() => actor.send({ type: 'RETRY' })} retrying={false}>
          <Trans>The back office could not be loaded.</Trans>
        </LoadFailed>
      </AdminLayout>
    );
  }
  if (snapshot.matches('notStaff') || snapshot.matches('refreshingRole')) {
    return <Refused checking={snapshot.matches('refreshingRole')} checkAgain={() => actor.send({ type: 'CHECK_AGAIN' })} />;
  }
  if (snapshot.matches('ended')) return <SessionEnded signOut={() => actor.send({ type: 'SIGN_OUT' })} />;
  const { me } = snapshot.context;
  if (!snapshot.matches('allowed') || !me)
    return (
      <AdminLayout>
        <Loading />
      </AdminLayout>
    );
  return children(me);
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

function Refused({ checking, checkAgain }: { checking: boolean; checkAgain: () => void }) {
  return (
    <AdminLayout>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
        <ShieldX aria-hidden="true" className="size-8" />
        <h1 className="text-2xl font-bold">
          <Trans>Access refused</Trans>
        </h1>
        <p>
          <Trans>
            This account is not one of the shop's staff. If you work at the shop, ask an administrator to give your phone number a role.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} disabled={checking} onClick={checkAgain}>
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
function SessionEnded({ signOut }: { signOut: () => void }) {
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

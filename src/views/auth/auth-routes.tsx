import { useMemo, useState } from 'react';
import { Link, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { Leaf } from 'lucide-react';
import { shopInspector } from '../../actors/inspector';
import { RootActor } from '../../actors/root-actor';
import { loginLogic } from '../../services/auth-login';
import { loginHearingSession } from '../../services/login-session';
import { LoginActor } from './login-actor';
import { loginStartOf } from './login-route';
import { useUrlFollowsLogin } from './use-login-routing';
import { LoginPage } from './login-page';
import { VerifyCodePage } from './verify-code-page';
import { RegisterPage } from './register-page';

/** The auth layout (spec §2): the logo and the page of the sign-in flow. */
export default function AuthRoutes() {
  const { base } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  // Only the page the visit lands on chooses where the flow starts and where it returns to (`?returnTo=`,
  // checked by the machine); after that the flow moves the page and keeps the return in its context.
  const [input] = useState(() => ({ start: loginStartOf(`${base}${location}`), returnTo: new URLSearchParams(search).get('returnTo') }));
  // The flow hears the session (spec §2: signed in without a name → registration; nobody → leave /auth/register).
  const root = RootActor.useActorRef();
  const logic = useMemo(() => loginHearingSession(loginLogic, root.system), [root]);
  return (
    <LoginActor.Provider logic={logic} options={{ input, inspect: shopInspector() }}>
      <AuthLayout />
    </LoginActor.Provider>
  );
}

function AuthLayout() {
  useUrlFollowsLogin();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-brand-50 px-4 py-8">
      <Link href="~/" className="mb-8 inline-flex items-center gap-2 text-2xl font-bold text-brand-900">
        <Leaf aria-hidden="true" className="size-7 text-brand-500" />
        Baobab
      </Link>
      <main className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm">
        <Switch>
          <Route path="/login/verify" component={VerifyCodePage} />
          <Route path="/register" component={RegisterPage} />
          <Route component={LoginPage} />
        </Switch>
      </main>
    </div>
  );
}

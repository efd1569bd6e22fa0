import { useEffect, useRef } from 'react';
import { useLocation, useRouter } from 'wouter';
import { LoginActor } from './LoginActor';
import { authPaths, loginRouteOf } from './loginRoute';
import { useSessionStatus, useSessionUser } from './sessionHooks';

/**
 * The URL follows the login machine: when its state moves, the page moves (a history entry, so Back
 * works). When the browser moves instead (Back from the code page), the move is offered to the machine
 * as CHANGE_NUMBER; a move it does not accept is undone.
 */
export function useUrlFollowsLogin(): void {
  const actor = LoginActor.useActorRef();
  const route = LoginActor.useSelector(loginRouteOf);
  const { base } = useRouter();
  const [relative, navigate] = useLocation();
  const path = `${base}${relative}`.replace(/\/+$/, '') || '/';
  const shownRoute = useRef(route);

  useEffect(() => {
    // The page to return to may carry a query or fragment; the location compared with it does not.
    if (route === null || route.replace(/[?#].*$/, '') === path) {
      shownRoute.current = route;
      return;
    }
    if (route !== shownRoute.current) {
      shownRoute.current = route;
      navigate(`~${route}`);
      return;
    }
    if (path === authPaths.login && actor.getSnapshot().can({ type: 'CHANGE_NUMBER' })) {
      actor.send({ type: 'CHANGE_NUMBER' });
      return;
    }
    navigate(`~${route}`, { replace: true });
  }, [actor, route, path, navigate]);
}

/**
 * The auth layout listens to sign-in changes (spec §2) through the session actor, and tells the login
 * machine, which decides (e.g. signed in without a display name → registration; nobody → leave /auth/register).
 */
export function useLoginHearsSession(): void {
  const actor = LoginActor.useActorRef();
  const status = useSessionStatus();
  const user = useSessionUser();
  const uid = user?.uid ?? null;
  const displayName = user?.displayName ?? null;
  const settled = status !== 'loading' && status !== 'signingOut';

  useEffect(() => {
    if (!settled) return;
    actor.send({ type: 'USER_CHANGED', user: uid === null ? null : { uid, displayName } });
  }, [actor, settled, uid, displayName]);
}

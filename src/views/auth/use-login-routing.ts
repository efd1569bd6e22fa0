import type { LoginEvent } from '../../machines/login';
import { useMachineUrl } from '../../actors/use-machine-url';
import { LoginActor } from './login-actor';
import { loginRouteOf } from './login-route';
import { authPaths } from '../../actors/auth-paths';

const ownPages = new Set<string>(Object.values(authPaths));

/**
 * The login machine and the address bar, through the one URL↔machine sync (useMachineUrl): when its
 * state moves, the page moves (a history entry, so Back works); arriving on the phone page (Back from
 * the code page) is offered to the machine as CHANGE_NUMBER, and a move it refuses is undone.
 */
export function useUrlFollowsLogin(): void {
  const actor = LoginActor.useActorRef();
  const route = LoginActor.useSelector(loginRouteOf);
  useMachineUrl<LoginEvent>({
    route,
    owns: (path) => ownPages.has(path),
    arrivalAt: (path) => (path === authPaths.login ? { type: 'CHANGE_NUMBER' } : null),
    send: (event) => actor.send(event),
  });
}

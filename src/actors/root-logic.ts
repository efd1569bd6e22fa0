import { rootMachine } from '../machines/root';
import { sessionLogic } from '../services/auth-session';

/** The root machine with its real services: the session watches Firebase and fetches the customer. */
export const rootLogic = rootMachine.provide({
  actors: { session: sessionLogic },
});

import { rootMachine } from '../machines/root';

// Owned by the sign-in issue: the root machine with its real services (auth state, customer lookup).
export const rootLogic = rootMachine;

import { createActorContext } from '@xstate/react';
import { rootMachine } from '../machines/root';

/** The root actor: cart, wishlist, session and category filter live here for the whole visit. */
export const RootActor = createActorContext(rootMachine);

import { fromPromise } from 'xstate';
import type { ContactRequest } from '../domain/contact';
import { personOf } from '../domain/person-prefill';
import { contactMachine, type ContactEvent } from '../machines/contact';
import { postJson } from './forms';
import { sessionWatch, type RootSystem } from './session-watch';

/** POST /messages (spec §7): the contact form; no sign-in needed. */
export const sendMessage = (request: ContactRequest) => postJson('messages', request, { signedIn: false });

/** The contact flow with its real services: the API, and the session of the root actor's system (her details for the form). */
export const contactLogicFor = (rootSystem: RootSystem) =>
  contactMachine.provide({
    actors: {
      sendMessage: fromPromise<{ id: number }, ContactRequest>(({ input }) => sendMessage(input)),
      customerWatch: sessionWatch(rootSystem, (session): ContactEvent => ({
        type: 'CUSTOMER_KNOWN',
        person: personOf(session.context.customer),
      })),
    },
  });

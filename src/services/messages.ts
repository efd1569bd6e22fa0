import { fromPromise } from 'xstate';
import type { ContactRequest } from '../domain/contact';
import { contactMachine } from '../machines/contact';
import { postJson } from './forms';

/** POST /messages (spec §7): the contact form; no sign-in needed. */
export const sendMessage = (request: ContactRequest) => postJson('messages', request, { signedIn: false });

export const contactLogic = contactMachine.provide({
  actors: { sendMessage: fromPromise<{ id: number }, ContactRequest>(({ input }) => sendMessage(input)) },
});

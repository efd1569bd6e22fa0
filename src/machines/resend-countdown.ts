import { assign, setup } from 'xstate';

// The sign-in's code screen countdown (src/machines/login.ts runs it as its resendCountdown actor; its words are
// the login's: login.words.ts).

/** How long the code screen waits before it offers to send a new code. */
export const resendDelayMs = 30_000;

/**
 * The code screen's countdown: the seconds left until a new code may be asked for, one less each second,
 * done at zero. The login machine runs it on the code screen and the page shows its seconds, so the page
 * counts nothing itself.
 */
export const resendCountdown = setup({
  types: { context: {} as { secondsLeft: number } },
  delays: { second: 1_000 },
}).createMachine({
  id: 'resendCountdown',
  context: { secondsLeft: resendDelayMs / 1_000 },
  initial: 'counting',
  states: {
    counting: {
      always: { guard: ({ context }) => context.secondsLeft <= 0, target: 'over' },
      after: { second: { target: 'counting', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) } },
    },
    over: { type: 'final' },
  },
});

import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { brief, characterize } from './characterize';
import { loginModelOf } from './login.model';
import { loginMachine, type LoginEvent, type LoginStart } from '../../src/machines/login';

// Every state the sign-in reaches from each start page, with every event (those of its model and the shopper's
// own: typing again, another number, a new code, the robot check expiring) and where each leads: recorded from
// the machine before its countdown moved out and its message sub-state was written once (issue 22), the records
// must not change.
const model = loginModelOf('phoneEntry', undefined);
const supplied = Object.values(model.events ?? {}).flatMap((supply) =>
  supply === undefined || typeof supply === 'function' ? [] : supply,
) as LoginEvent[];
const events: LoginEvent[] = [
  ...supplied,
  { type: 'EDIT' },
  { type: 'CHANGE_NUMBER' },
  { type: 'RESEND_CODE' },
  { type: 'RECAPTCHA_EXPIRED' },
];
const starts: LoginStart[] = ['phoneEntry', 'codeEntry', 'registration'];

type Context = ReturnType<typeof loginMachine.transition>['context'];

const record = (describe: (value: unknown, context: Context) => unknown[]) =>
  characterize({
    machine: loginMachine.provide(model.provide as object),
    inputs: starts.flatMap((start) => [{ start }, { start, returnTo: '/verify' }]),
    events,
    describe: (snapshot) =>
      describe(snapshot.value, snapshot.context as Context)
        .map(brief)
        .join(' '),
  });

it('leads every message event (typing again, a retry, a new code) where it led before', async () => {
  // The message sub-states and the countdown, line by line: the events that show, keep or clear a message.
  const shown = record((value, { error, resendAllowed, verificationId, phoneNumber }) => [
    value,
    error,
    resendAllowed,
    verificationId !== null,
    phoneNumber !== null,
  ])
    .split('\n')
    .filter((line) => /--(EDIT|RETRY|RESEND_CODE|SUBMIT_CODE|SUBMIT_PHONE|xstate\.(done|error)\.actor\.\w+)\b/.test(line));
  await expect(shown.join('\n')).toMatchFileSnapshot('__snapshots__/login.messages.txt');
}, 60_000);

it('leads every event from every reachable state where it led before', () => {
  const all = record((value, context) => [value, context]);
  expect({ lines: all.split('\n').length, digest: createHash('sha256').update(all).digest('hex') }).toMatchInlineSnapshot(`
    {
      "digest": "d5b31f89099d51971743f531a3bf6904f009112595fd7f1e69a447fe57a5887b",
      "lines": 785,
    }
  `);
}, 60_000);

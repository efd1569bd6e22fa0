import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from './harness';
import { badForm, contactModel, form, refused } from './contact.model';
import { contactMachine } from '../../src/machines/contact';

type Snapshot = ReturnType<typeof contactMachine.transition>;

/** How many sends the path had made before the current step. */
let sendsBefore = 0;

describeModel({
  ...contactModel,
  check: (snapshot: Snapshot, { event, previous, invocations, index }) => {
    const { context } = snapshot;
    if (index === 0) sendsBefore = 0;
    if (event.type === 'SUBMIT' && !('privacyAccepted' in event && event.privacyAccepted)) {
      expect(snapshot.value).toBe('privacyRefused');
      // Nothing is sent without the privacy box.
      expect(invocations.length).toBe(sendsBefore);
    }
    sendsBefore = invocations.length;
    if (event.type === 'SUBMIT' && 'form' in event && event.form === badForm && 'privacyAccepted' in event && event.privacyAccepted) {
      expect(snapshot.value).toBe('editing');
      expect(context.issues).toEqual([
        { path: 'fname', message: 'First name must be letters only' },
        { path: 'lname', message: 'Last name must be letters only' },
        { path: 'email', message: 'Email must be valid' },
        { path: 'phone', message: 'Phone number must be numbers only' },
        { path: 'message', message: 'This field is required' },
      ]);
    }
    if (snapshot.matches('submitting')) {
      // The payload of spec §3, the country as a number (or null).
      expect(invocations.at(-1)).toEqual({
        src: 'sendMessage',
        id: 'sendMessage',
        input: { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', country_id: 1, phone: '771234567', message: 'Bonjour' },
      });
    }
    if (snapshot.matches('success')) {
      expect(context.form).toBeNull();
      expect(context.privacyAccepted).toBe(false);
    }
    if (event.type === 'xstate.done.actor.sendMessage') expect(context.resets).toBe((previous?.context.resets ?? 0) + 1);
    if (snapshot.matches('failure')) {
      expect(context.form).toEqual(form);
      expect(context.issues).toEqual(context.failure?.fields);
    }
    if (event.type.startsWith('xstate.after.')) expect(snapshot.value).toBe('editing');
    if (event.type === 'CUSTOMER_KNOWN') {
      // Issue 21: her details are remembered for the form, whatever it is doing, and nothing else changes.
      expect(context.person).toEqual((event as { person: unknown }).person);
      expect(snapshot.value).toBe(previous?.value);
      expect({ ...context, person: null }).toEqual({ ...previous?.context, person: null });
    } else {
      // Sending and emptying the form keep them: the next empty form starts with them again.
      expect(context.person).toEqual(previous?.context.person ?? null);
    }
  },
});

describe('contact timers on a simulated clock', () => {
  const started = (sendMessage: () => Promise<{ id: number }>) => {
    const clock = new SimulatedClock();
    const actor = createActor(contactMachine.provide({ actors: { sendMessage: fromPromise(sendMessage) } }), { clock }).start();
    return { clock, actor };
  };
  const settle = async () => {
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it.each([
    ['the privacy message', false, async () => ({ id: 1 }), 'privacyRefused'],
    ['the sent message', true, async () => ({ id: 1 }), 'success'],
    [
      'the failure message',
      true,
      async () => {
        throw refused;
      },
      'failure',
    ],
  ] as const)('shows %s for exactly 10 s', async (_label, privacyAccepted, send, state) => {
    const { clock, actor } = started(send);
    actor.send({ type: 'SUBMIT', form, privacyAccepted });
    await settle();
    expect(actor.getSnapshot().value).toBe(state);
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toBe(state);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.stop();
  });

  it('sends nothing while the privacy box is unticked', async () => {
    let sent = 0;
    const { actor } = started(async () => ({ id: ++sent }));
    actor.send({ type: 'SUBMIT', form, privacyAccepted: false });
    await settle();
    expect(sent).toBe(0);
    actor.stop();
  });
});

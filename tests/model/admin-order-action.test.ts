import { expect } from 'vitest';
import { describeModel } from './harness';
import { orderActionModel } from './admin-order-action.model';
import type { orderActionMachine } from '../../src/machines/admin-order-action';

type Snapshot = ReturnType<typeof orderActionMachine.transition>;

/** How many actions the path had sent before the current step. */
let sentBefore = 0;

describeModel({
  ...orderActionModel,
  check: (snapshot: Snapshot, { event, previous, invocations, index }) => {
    if (index === 0) sentBefore = 0;
    const { context } = snapshot;
    if (event.type === 'CHOOSE' && 'action' in event && event.action === 'refund' && !previous?.matches('sending')) {
      // A refund is asked twice: nothing is sent on the first click.
      expect(snapshot.value).toBe('confirming');
      expect(invocations.length).toBe(sentBefore);
    }
    if (event.type === 'CANCEL') expect(invocations.length).toBe(sentBefore);
    // A click while an action is being sent changes nothing.
    if (previous?.matches('sending') && !event.type.startsWith('xstate.')) expect(snapshot).toEqual(previous);
    sentBefore = invocations.length;
    if (snapshot.matches('sending')) {
      const request = context.action === 'refund' ? { action: 'refund', note: 'Client absent twice' } : { action: 'prepare' };
      // The note as typed when confirmed, trimmed; none when empty.
      expect(invocations.at(-1)).toEqual({ src: 'runAction', id: 'runAction', input: { orderId: 41, request } });
    }
    if (event.type === 'xstate.done.actor.runAction') {
      expect(context.done).toBe((previous?.context.done ?? 0) + 1);
      expect(context.note).toBe('');
    }
    if (snapshot.matches('failed')) expect(context.failure).not.toBeNull();
  },
});

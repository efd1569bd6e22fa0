import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from './harness';
import { livePage, liveFeedModel, paidOrder } from './live-feed.model';
import { liveFeedMachine, type LiveFeedEvent } from '../../src/machines/live-feed';

type Snapshot = ReturnType<typeof liveFeedMachine.transition>;

/** The schedule as the decision states it (docs/decisions/live-back-office.md). */
const schedule = [1_000, 2_000, 5_000, 10_000, 30_000];

/** What the page had been told before the current step. */
let before = { handedOver: 0, rereads: 0, connections: 0 };

describeModel({
  ...liveFeedModel,
  check: (snapshot: Snapshot, { event, previous, index }) => {
    if (index === 0) before = { handedOver: 0, rereads: 0, connections: 0 };
    const { context } = snapshot;
    const told = { handedOver: livePage.handedOver.length, rereads: livePage.rereads, connections: livePage.connections };
    // Every connection is a new stream (a fresh token): one per entry into the connection, none while waiting.
    if (index === 0 || event.type.startsWith('xstate.after.')) {
      expect(snapshot.value).toEqual({ connection: 'connecting' });
      expect(told.connections).toBe(before.connections + 1);
    } else expect(told.connections).toBe(before.connections);
    if (event.type === 'OPENED') {
      expect(context.failures).toBe(0);
      // Only a connection after another tells the page to read its lists again.
      expect(told.rereads).toBe(before.rereads + (previous?.context.opened ? 1 : 0));
    } else expect(told.rereads).toBe(before.rereads);
    if (event.type === 'LIVE_EVENT') {
      expect(told.handedOver).toBe(before.handedOver + 1);
      expect(livePage.handedOver.at(-1)).toEqual(paidOrder);
      expect(snapshot.value).toEqual({ connection: 'open' });
    } else expect(told.handedOver).toBe(before.handedOver);
    if (event.type === 'RETRY_HINT' && 'ms' in event) expect(context.retryMs).toBe(event.ms);
    if (event.type === 'ENDED') {
      // A clean end: back after the pause the server asked for, exactly, and no failure counted.
      expect(context.waitMs).toBe(previous?.context.retryMs);
      expect(context.failures).toBe(0);
    }
    if (event.type === 'FAILED' && 'jitter' in event && previous) {
      const step = schedule[Math.min(previous.context.failures, schedule.length - 1)]!;
      expect(context.failures).toBe(previous.context.failures + 1);
      expect(context.waitMs).toBe(step * (0.75 + event.jitter / 2));
      expect(context.waitMs).toBeGreaterThanOrEqual(step * 0.75);
      expect(context.waitMs).toBeLessThan(step * 1.25);
    }
    if (snapshot.matches('waiting')) expect(context.waitMs).toBeGreaterThan(0);
    before = told;
  },
});

describe('liveFeed: how long it waits', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const machine = liveFeedMachine.provide({
      actors: { stream: fromCallback<LiveFeedEvent>(() => undefined) },
      actions: { handOver: () => undefined, rereadLists: () => undefined },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, clock };
  };

  it('connects again after the drawn back-off, not a millisecond before', () => {
    const { actor, clock } = start();
    actor.send({ type: 'FAILED', jitter: 0 });
    clock.increment(749);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    actor.send({ type: 'FAILED', jitter: 0.5 });
    clock.increment(1_999);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    actor.stop();
  });

  it('after a clean end, waits what the server asked', () => {
    const { actor, clock } = start();
    actor.send({ type: 'OPENED' });
    actor.send({ type: 'RETRY_HINT', ms: 3_000 });
    actor.send({ type: 'ENDED' });
    clock.increment(2_999);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    actor.stop();
  });
});

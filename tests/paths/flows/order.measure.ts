// How the order machine is measured. It runs on the server only (orders.state, moved by
// server/orders/order-service.ts), so no browser probe reports it. Instead, after each step the order is read
// from the back office's API (GET /api/admin/orders/:id, as a member of the staff), and each change the server
// made becomes the records a probe would have sent for machine `order`:
// - a new state: one `snapshot` of it, and one `microstep` for the machine's one transition from the state seen
//   before to it (for every pair of states there is exactly one; none means the server broke the machine, and
//   the step fails);
// - the same state, pending_payment: its self-loops are read from the order's `payments` list: a payment that
//   was not there before, pending, is PAYMENT_STARTED; a payment that turned failed is PAYMENT_FAILED.
// Only what the server did is counted, never the step the path planned: a step the server ignores adds no
// record, and the runner then fails it for not reaching the state the model expected.
import { expect, type APIRequestContext } from '@playwright/test';
import type { AnyStateNode } from 'xstate';
import { orderMachine } from '../../../src/machines/order';
import type { World } from '../flow';
import type { TabRecord } from '../probe';
import { staffReads } from './order-status.world';

interface PaymentSeen {
  id: number;
  status: string;
}

interface OrderSeen {
  state: string;
  payments: PaymentSeen[];
}

const seenKey = 'orderSeen';

function transitionBetween(from: string, to: string): { eventType: string; index: number } {
  const source = orderMachine.root.states[from];
  if (!source) throw new Error(`The server reported a state "${from}" the order machine does not have.`);
  for (const [eventType, definitions] of source.transitions) {
    const index = definitions.findIndex((definition) => (definition.target ?? []).some((target: AnyStateNode) => target.key === to));
    if (index !== -1) return { eventType, index };
  }
  throw new Error(`The server moved the order from ${from} to ${to}, which the order machine has no transition for.`);
}

/** What the server changed between two readings, as the events of the machine it stands for. */
export function eventsBetween(before: OrderSeen, after: OrderSeen): Array<{ eventType: string; index: number; to: string; from: string }> {
  if (before.state !== after.state) return [{ ...transitionBetween(before.state, after.state), from: before.state, to: after.state }];
  if (after.state !== 'pending_payment') return [];
  const known = new Map(before.payments.map((payment) => [payment.id, payment.status]));
  const events: Array<{ eventType: string; index: number; to: string; from: string }> = [];
  for (const payment of after.payments) {
    const was = known.get(payment.id);
    const loop = (eventType: string) => events.push({ eventType, index: 0, from: after.state, to: after.state });
    if (was === undefined && payment.status === 'pending') loop('PAYMENT_STARTED');
    if (was !== 'failed' && payment.status === 'failed') loop('PAYMENT_FAILED');
  }
  return events;
}

async function read(request: APIRequestContext, orderId: number): Promise<OrderSeen> {
  const order = await staffReads<OrderSeen>(request, orderId);
  return { state: order.state, payments: order.payments.map(({ id, status }) => ({ id, status })) };
}

function push(world: World, record: Omit<TabRecord, 'tab' | 'at' | 'machine' | 'actor'>): void {
  // The runner reads these records as it reads a page's probe (tab 0: the path's own tab, where the order's page is).
  (world.records as TabRecord[]).push({ ...record, machine: orderMachine.id, actor: 'server', tab: 0, at: Date.now() });
}

/** The order's first reading: its state as the snapshot the path starts from. */
export async function startMeasuring(world: World, orderId: number): Promise<void> {
  const seen = await read(world.request, orderId);
  world.memory.set(seenKey, seen);
  push(world, { kind: 'snapshot', value: seen.state, event: 'xstate.init', transitions: [] });
}

/**
 * Reads the order until the server has changed it (up to `timeoutMs`), then records what it did. Nothing
 * changing is not an error here: the runner fails the step when the expected state is not reported.
 */
export async function measure(world: World, orderId: number, timeoutMs = 20_000): Promise<void> {
  const before = world.memory.get(seenKey) as OrderSeen;
  let after = before;
  await expect
    .poll(
      async () => {
        after = await read(world.request, orderId);
        return eventsBetween(before, after).length;
      },
      { timeout: timeoutMs, message: 'the server changes the order' },
    )
    .toBeGreaterThan(0)
    .catch(() => undefined);
  world.memory.set(seenKey, after);
  for (const { eventType, index, from, to } of eventsBetween(before, after)) {
    push(world, { kind: 'microstep', value: to, event: eventType, transitions: [{ source: from, targets: [to], eventType, index }] });
    push(world, { kind: 'snapshot', value: to, event: eventType, transitions: [] });
  }
}

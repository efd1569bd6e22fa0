/** A tab's stream as the hub writes it: heartbeats between events, and an end after its lifetime (the tab reconnects). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { announce } from './repository';
import { createLiveHub, eventFor, type LiveHub } from './service';

let database: TestDatabase;
let hub: LiveHub;

beforeAll(async () => {
  database = await openTestDatabase();
  hub = createLiveHub(database.db, { warn: () => undefined });
});

afterAll(async () => {
  await hub?.close();
  await database?.close();
});

const textOf = async (stream: NodeJS.ReadableStream) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

it('writes heartbeats while nothing happens, the events as they come, and ends after its lifetime', async () => {
  const stream = await hub.openStream('staff-1', { heartbeatMs: 40, lifetimeMs: 300, retryMs: 1500 });
  const read = textOf(stream);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await announce(database.db, { kind: 'booking', id: 7 });
  const text = await read;
  expect(text.startsWith('retry: 1500\n: listening\n\n')).toBe(true);
  expect(text).toContain('data: {"kind":"booking","id":7}\n\n');
  expect(text.match(/: heartbeat\n\n/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(hub.followers).toBe(0);
});

it("names a staff action the viewer's own or a colleague's, without giving out who", () => {
  const notice = { kind: 'staff', entity: 'booking', id: '3', action: 'update', by: 'staff-1' } as const;
  expect(eventFor(notice, 'staff-1')).toEqual({ kind: 'staff', entity: 'booking', id: '3', action: 'update', mine: true });
  expect(eventFor(notice, 'staff-2')).toEqual({ kind: 'staff', entity: 'booking', id: '3', action: 'update', mine: false });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postJson } from './forms';

function answer(status: number, details: Record<string, unknown>) {
  vi.stubGlobal('fetch', async () => Response.json({ error: { status, name: 'Conflict', message: 'refused', details } }, { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('postJson failures', () => {
  it('tells an event with no place left (409 event_full) from a taken slot (409 slot_taken)', async () => {
    answer(409, { reason: 'event_full', service_id: 1 });
    await expect(postJson('bookings', {}, { signedIn: false })).rejects.toEqual({ reason: 'full', fields: [] });
    answer(409, { reason: 'slot_taken' });
    await expect(postJson('bookings', {}, { signedIn: false })).rejects.toEqual({ reason: 'conflict', fields: [] });
  });
});

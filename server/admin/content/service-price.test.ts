import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminServiceListResponseSchema,
  adminServiceResponseSchema,
  auditListResponseSchema,
  versionConflictDetailsSchema,
} from '../../../src/domain/admin';
import { serviceResponseSchema } from '../../../src/domain/catalog';
import { services } from '../../db/schema';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../../test-support/app';
import { fieldIssues, parseError, parseOk } from '../../test-support/responses';
import { signInWithRole } from '../test-support';

/** Issue 21: the back office sets, changes and takes off a service's price; the shopper's service page follows. */

requireAuthEmulator();

let t: TestApp;
let staff: EmulatorUser;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  staff = await signInWithRole(t, 'staff');
});
afterAll(() => t?.close());

const firstService = async () => {
  const [row] = await t.database.db.select().from(services).orderBy(asc(services.id)).limit(1);
  if (!row) throw new Error('no service seeded');
  return row;
};
const edit = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/services/${id}`, headers: bearer(staff), payload });
const shopperPrice = async (id: number) =>
  parseOk(await t.app.inject({ url: `/api/services/${id}?locale=fr` }), serviceResponseSchema).data.price;

describe('a service’s price in the back office', () => {
  it('is listed with the service, set, changed and cleared; the shopper’s page follows each save (caches emptied)', async () => {
    const service = await firstService();
    const listed = parseOk(await t.app.inject({ url: '/api/admin/services', headers: bearer(staff) }), adminServiceListResponseSchema).data;
    expect(listed.find((one) => one.id === service.id)?.price).toBe(service.price);
    expect(await shopperPrice(service.id)).toBe(service.price); // now cached

    const changed = parseOk(await edit(service.id, { version: service.version, price: 17_500 }), adminServiceResponseSchema).data;
    expect(changed).toMatchObject({ price: 17_500, version: service.version + 1 });
    expect(await shopperPrice(service.id)).toBe(17_500);

    const cleared = parseOk(await edit(service.id, { version: changed.version, price: null }), adminServiceResponseSchema).data;
    expect(cleared).toMatchObject({ price: null, version: changed.version + 1 });
    expect(await shopperPrice(service.id)).toBeNull();

    const set = parseOk(await edit(service.id, { version: cleared.version, price: 0 }), adminServiceResponseSchema).data;
    expect(set.price).toBe(0);
    expect(await shopperPrice(service.id)).toBe(0);

    // A texts-only edit leaves the price as it was.
    const renamed = parseOk(
      await edit(service.id, { version: set.version, name_en: 'Herbal consultation (1 h)' }),
      adminServiceResponseSchema,
    ).data;
    expect(renamed.price).toBe(0);
  });

  it('each change is in the history, before → after, like the other fields', async () => {
    const service = await firstService();
    const before = service.price;
    const saved = parseOk(await edit(service.id, { version: service.version, price: 9_000 }), adminServiceResponseSchema).data;
    parseOk(await edit(service.id, { version: saved.version, price: null }), adminServiceResponseSchema);
    const history = parseOk(
      await t.app.inject({ url: `/api/admin/history/service/${service.id}`, headers: bearer(staff) }),
      auditListResponseSchema,
    ).data;
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'update', actor_uid: staff.uid, before: { price: 9_000 }, after: { price: null } },
      { action: 'update', actor_uid: staff.uid, before: { price: before }, after: { price: 9_000 } },
    ]);
    expect(Object.keys(history[0]?.after ?? {})).toEqual(['price']);
  });

  it('refuses a negative, a fraction, too big an amount or a text with 400 and the field’s reason; nothing is saved', async () => {
    const service = await firstService();
    const refused = async (price: unknown) => fieldIssues(await edit(service.id, { version: service.version, price }));
    expect(await refused(-1)).toEqual([expect.objectContaining({ path: 'price', message: 'must be 0 or more' })]);
    expect(await refused(1500.5)).toEqual([expect.objectContaining({ path: 'price', message: 'must be a whole amount' })]);
    expect(await refused(100_000_001)).toEqual([expect.objectContaining({ path: 'price', message: 'at most 100,000,000' })]);
    expect(await refused('15000')).toEqual([
      expect.objectContaining({ path: 'price', message: expect.stringMatching(/expected number/i) }),
    ]);
    const [after] = await t.database.db.select().from(services).where(eq(services.id, service.id));
    expect(after).toMatchObject({ price: service.price, version: service.version });
    expect(await shopperPrice(service.id)).toBe(service.price);
  });

  it('an edit from an older version gets 409 with both prices, as other edits do', async () => {
    const service = await firstService();
    parseOk(await edit(service.id, { version: service.version, price: 12_000 }), adminServiceResponseSchema);
    const details = versionConflictDetailsSchema.parse(
      parseError(await edit(service.id, { version: service.version, price: 13_000 }), 409).details,
    );
    expect(details.current).toMatchObject({ price: 12_000, version: service.version + 1 });
    expect(details.submitted).toMatchObject({ price: 13_000, version: service.version });
    expect(await shopperPrice(service.id)).toBe(12_000);
  });
});

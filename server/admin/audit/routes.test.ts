import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductResponseSchema, auditListResponseSchema } from '../../../src/domain/admin';
import { products } from '../../db/schema';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../../test-support/app';
import { parseOk } from '../../test-support/responses';
import { insertCustomer, signInWithRole } from '../test-support';

requireAuthEmulator();

let t: TestApp;
let named: EmulatorUser;
let unnamed: EmulatorUser;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  [named, unnamed] = await Promise.all([signInWithRole(t, 'staff'), signInWithRole(t, 'staff')]);
  await insertCustomer(t.database.db, named.uid, { fname: 'Moussa', lname: 'Ndiaye' });
});
afterAll(() => t?.close());

const reprice = async (user: EmulatorUser, price: number) => {
  const [product] = await t.database.db.select().from(products).orderBy(asc(products.id)).limit(1);
  if (!product) throw new Error('empty catalogue');
  parseOk(
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(user),
      payload: { version: product.version, price },
    }),
    adminProductResponseSchema,
  );
  return product.id;
};

describe('GET /api/admin/history/:entity/:id', () => {
  it('names the staff member by the name they registered, and by nothing but the phone when they have none', async () => {
    await reprice(named, 4100);
    const id = await reprice(unnamed, 4200);
    const history = parseOk(
      await t.app.inject({ url: `/api/admin/history/product/${id}`, headers: bearer(named) }),
      auditListResponseSchema,
    ).data;
    expect(history.slice(0, 2).map((entry) => [entry.actor_name, entry.actor_phone])).toEqual([
      [null, unnamed.phoneNumber],
      ['Moussa Ndiaye', named.phoneNumber],
    ]);
  });
});

/** Back office tests: accounts holding a role (real emulator tokens carrying the claim) and orders made directly in the database. */
import { asc } from 'drizzle-orm';
import type { StaffRole } from '../../src/domain/admin-staff';
import type { OrderState } from '../../src/domain/admin-orders';
import type { DeliveryMethodCode } from '../../src/domain/catalog';
import type { ClientInfo } from '../../src/domain/client-info';
import { clientInfo } from '../../src/domain/testing/fixtures';
import type { Db } from '../db/client';
import { customers, orderItems, orders, products } from '../db/schema';
import { afterAll, beforeAll } from 'vitest';
import { requireAuthEmulator, signInWithPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../test-support/app';

/** Signs in by phone; with a role, grants it (custom claim) and signs in again so the token carries it. */
export async function signInWithRole(t: TestApp, role: StaffRole | null): Promise<EmulatorUser> {
  const user = await signInWithPhone(t.config.firebase.projectId);
  if (role === null) return user;
  const auth = await t.app.firebaseAuthVerifier.auth();
  await auth.setCustomUserClaims(user.uid, { role });
  return signInWithPhone(t.config.firebase.projectId, user.phoneNumber ?? undefined);
}

/**
 * The file's app (write rate limit lifted) and a staff member signed in, made before its tests and closed
 * after them. Real emulator tokens: without the emulator the file fails (never skips).
 */
export function staffTestApp(): { app: () => TestApp; staff: () => EmulatorUser } {
  requireAuthEmulator();
  let t: TestApp | undefined;
  let staff: EmulatorUser | undefined;
  beforeAll(async () => {
    t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
    staff = await signInWithRole(t, 'staff');
  });
  afterAll(() => t?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('staffTestApp() is read inside tests, once beforeAll ran');
    return value;
  };
  return { app: () => ready(t), staff: () => ready(staff) };
}

export async function insertCustomer(db: Db, authId: string, name = { fname: 'Awa', lname: 'Diop' }): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ ...name, email: 'awa@example.sn', address: '12 rue Carnot', authId, phone: '+221771234567' })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

export interface OrderSeed {
  customerId: number;
  shippingMethod?: DeliveryMethodCode;
  state?: OrderState;
  createdAt?: Date;
  clientInfo?: ClientInfo;
}

/** An order of one product (the first of the catalogue), made as checkout would have stored it. */
export async function insertOrder(db: Db, seed: OrderSeed): Promise<number> {
  const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
  if (!product) throw new Error('the catalogue is empty');
  const [row] = await db
    .insert(orders)
    .values({
      customerId: seed.customerId,
      state: seed.state ?? 'paid',
      shippingMethod: seed.shippingMethod ?? 'livreur',
      paymentMethod: 'wave',
      subtotal: product.price,
      deliveryFee: 0,
      total: product.price,
      deposit: product.price,
      rest: 0,
      idempotencyKey: crypto.randomUUID(),
      clientInfo: seed.clientInfo ?? clientInfo,
      ...(seed.createdAt ? { createdAt: seed.createdAt, updatedAt: seed.createdAt } : {}),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await db.insert(orderItems).values({
    orderId: row.id,
    productId: product.id,
    name: product.nameFr,
    unitPrice: product.price,
    quantity: 1,
    lineTotal: product.price,
  });
  return row.id;
}

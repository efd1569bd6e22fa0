/** Dashboard tests: orders and bookings written straight into the database, at the instants a test needs. */
import { asc } from 'drizzle-orm';
import type { OrderState } from '../../src/domain/order-state';
import { clientInfo } from '../../src/domain/testing/fixtures';
import type { Db } from '../db/client';
import { bookings, orderItems, orderReviews, orders, products, services, shops } from '../db/schema';

export interface SaleSeed {
  customerId: number;
  state: OrderState;
  createdAt: Date;
  /** When the order last changed (the expiry counts from it); the creation by default. */
  updatedAt?: Date;
  /** Quantities of the catalogue's first products, in order: `[2, 1]` is two of the first and one of the second. */
  quantities: number[];
  openReview?: 'overpaid' | 'paid_after_expiry';
}

/** An order as checkout stores it (no delivery fee, paid in full online); answers its id and total. */
export async function insertSale(db: Db, seed: SaleSeed): Promise<{ id: number; total: number }> {
  const catalogue = await db.select().from(products).orderBy(asc(products.id)).limit(seed.quantities.length);
  const lines = seed.quantities.map((quantity, index) => {
    const product = catalogue[index];
    if (!product) throw new Error('the catalogue has too few products');
    return { productId: product.id, name: product.nameFr, unitPrice: product.price, quantity, lineTotal: product.price * quantity };
  });
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const [row] = await db
    .insert(orders)
    .values({
      customerId: seed.customerId,
      state: seed.state,
      shippingMethod: 'livreur',
      paymentMethod: 'wave',
      subtotal: total,
      deliveryFee: 0,
      total,
      deposit: total,
      rest: 0,
      idempotencyKey: crypto.randomUUID(),
      clientInfo,
      createdAt: seed.createdAt,
      updatedAt: seed.updatedAt ?? seed.createdAt,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await db.insert(orderItems).values(lines.map((line) => ({ orderId: row.id, ...line })));
  if (seed.openReview) await db.insert(orderReviews).values({ orderId: row.id, reason: seed.openReview, amount: total, paymentIds: [] });
  return { id: row.id, total };
}

export interface ServiceBookingSeed {
  /** Index of the seeded service and shop, by id. */
  service: number;
  shop: number;
  createdAt: Date;
  serviceDay: string;
  serviceHour: string;
  status?: 'booked' | 'confirmed' | 'cancelled';
}

export async function insertServiceBooking(db: Db, seed: ServiceBookingSeed): Promise<{ serviceId: number; shopName: string }> {
  const service = (await db.select().from(services).orderBy(asc(services.id)))[seed.service];
  const shop = (await db.select().from(shops).orderBy(asc(shops.id)))[seed.shop];
  if (!service || !shop) throw new Error('no such seeded service or shop');
  await db.insert(bookings).values({
    kind: 'service',
    serviceId: service.id,
    serviceType: service.nameFr,
    shopId: shop.id,
    shopName: shop.name,
    serviceDay: seed.serviceDay,
    serviceHour: seed.serviceHour,
    fname: 'Awa',
    lname: 'Diop',
    email: 'awa@example.sn',
    address: '12 rue Carnot',
    phone: '+221771234567',
    status: seed.status ?? 'booked',
    createdAt: seed.createdAt,
  });
  return { serviceId: service.id, shopName: shop.name };
}

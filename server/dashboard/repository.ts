/**
 * The dashboard's figures, each one SQL query over the stored orders and bookings: nothing is counted
 * in JavaScript, so 10,000 orders cost a few index scans, not 10,000 rows sent to Node. Days are the
 * shop's (Africa/Dakar), computed by PostgreSQL itself from `created_at`.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { revenueStates, type Dashboard } from '../../src/domain/admin-dashboard';
import { shopTimeZone } from '../../src/domain/shop-time';
import type { OrderState } from '../../src/domain/order-state';
import type { Db } from '../db/client';
import { bookings, events, orderItems, orderReviews, orders } from '../db/schema';

/** The period as instants: from the first day's shop midnight to the midnight after the last day. */
export interface PeriodBounds {
  from: string;
  to: string;
}

const zone = sql.raw(`'${shopTimeZone}'`);
/** The shop's midnight starting `day`, as a timestamptz. */
const shopMidnight = (day: string) => sql`(${day}::date::timestamp at time zone ${zone})`;
const inPeriod = (column: typeof orders.createdAt | typeof bookings.createdAt, { from, to }: PeriodBounds) =>
  and(gte(column, shopMidnight(from)), lt(column, sql`(${to}::date + 1)::timestamp at time zone ${zone}`));
const shopDayOf = sql<string>`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
const withRevenue = inArray(orders.state, [...revenueStates]);

export async function revenueByDay(db: Db, period: PeriodBounds): Promise<{ day: string; revenue: number; orders: number }[]> {
  return db
    .select({ day: shopDayOf, revenue: sql<number>`coalesce(sum(${orders.total}), 0)::int`, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inPeriod(orders.createdAt, period), withRevenue))
    .groupBy(shopDayOf)
    .orderBy(shopDayOf);
}

export async function ordersByState(db: Db, period: PeriodBounds): Promise<{ state: OrderState; orders: number }[]> {
  return db
    .select({ state: orders.state, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(inPeriod(orders.createdAt, period))
    .groupBy(orders.state);
}

/** `expiringBefore`: an unpaid order last touched before it expires within the window (order-expiry.ts counts from updated_at). */
export async function waitingForStaff(db: Db, expiringBefore: Date): Promise<Omit<Dashboard['waiting'], 'expiring_within_minutes'>> {
  const [row] = await db
    .select({
      paid_not_prepared: sql<number>`count(*) filter (where ${orders.state} = 'paid')::int`,
      expiring_soon: sql<number>`count(*) filter (where ${orders.state} = 'pending_payment' and ${orders.updatedAt} < ${expiringBefore})::int`,
    })
    .from(orders)
    .where(or(eq(orders.state, 'paid'), eq(orders.state, 'pending_payment')));
  const [reviews] = await db
    .select({ open_reviews: sql<number>`count(distinct ${orderReviews.orderId})::int` })
    .from(orderReviews)
    .where(isNull(orderReviews.resolvedAt));
  return {
    paid_not_prepared: row?.paid_not_prepared ?? 0,
    expiring_soon: row?.expiring_soon ?? 0,
    open_reviews: reviews?.open_reviews ?? 0,
  };
}

export async function bestSellers(db: Db, period: PeriodBounds, limit: number): Promise<Dashboard['best_sellers']> {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  return db
    .select({
      product_id: orderItems.productId,
      // The name as last sold: a renamed product keeps one row.
      name: sql<string>`(array_agg(${orderItems.name} order by ${orderItems.id} desc))[1]`,
      quantity,
      revenue: sql<number>`sum(${orderItems.lineTotal})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inPeriod(orders.createdAt, period), withRevenue))
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity), asc(orderItems.productId))
    .limit(limit);
}

export async function bookingsPerService(db: Db, period: PeriodBounds): Promise<Dashboard['bookings']> {
  const taken = sql<number>`count(*)::int`;
  return db
    .select({
      kind: bookings.kind,
      service_id: bookings.serviceId,
      // The name as the shopper saw it (the most recent): one row per service even if it was renamed.
      name: sql<string>`(array_agg(${bookings.serviceType} order by ${bookings.id} desc))[1]`,
      shop: sql<string | null>`min(${bookings.shopName})`,
      bookings: taken,
    })
    .from(bookings)
    .where(and(inPeriod(bookings.createdAt, period), ne(bookings.status, 'cancelled')))
    .groupBy(bookings.kind, bookings.serviceId, bookings.shopId)
    .orderBy(desc(taken), asc(bookings.kind), asc(bookings.serviceId), asc(bookings.shopId));
}

/** Events from the period's first day on: those of the period and the upcoming ones, soonest first. */
export async function eventFill(db: Db, period: PeriodBounds, limit: number): Promise<Dashboard['events']> {
  const rows = await db
    .select({
      id: events.id,
      title_fr: events.titleFr,
      title_en: events.titleEn,
      startsAt: events.startsAt,
      seats_booked: events.seatsBooked,
      capacity: events.capacity,
    })
    .from(events)
    .where(gte(events.startsAt, shopMidnight(period.from)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return rows.map(({ startsAt, ...row }) => ({ ...row, starts_at: startsAt.toISOString() }));
}

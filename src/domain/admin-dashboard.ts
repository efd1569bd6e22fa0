import { z } from 'zod/mini';
import { shopDaySchema } from './admin-dates';
import { orderStates, orderStateSchema, type OrderState } from './order-state';

/**
 * The back office's dashboard (issue 24): `GET /api/admin/dashboard`. Days are days in the shop's time
 * (Africa/Dakar); an order counts on the day it was placed, as the orders list's `from`/`to` count it.
 */
export const dashboardPeriods = ['today', '7d', '30d', 'custom'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** The longest custom range: a year and a day, so one chart bar per day stays readable. */
export const dashboardMaxDays = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

export const dashboardQuerySchema = z
  .object({
    period: z._default(z.enum(dashboardPeriods), '7d'),
    /** First and last day of a `custom` period (both required then, ignored otherwise). */
    from: z.optional(shopDaySchema),
    to: z.optional(shopDaySchema),
  })
  .check(
    z.refine((query) => query.period !== 'custom' || (query.from !== undefined && query.to !== undefined), {
      message: 'a custom period needs from and to',
      path: ['from'],
    }),
    z.refine((query) => !query.from || !query.to || dayNumber(query.from) <= dayNumber(query.to), {
      message: 'must not be after to',
      path: ['from'],
    }),
    z.refine((query) => !query.from || !query.to || dayNumber(query.to) - dayNumber(query.from) < dashboardMaxDays, {
      message: `a custom period covers at most ${dashboardMaxDays} days`,
      path: ['to'],
    }),
  );
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * States in which the shop holds the order's money: everything the orders list calls paid
 * (`payment_status`), except a refund, which gave it back.
 */
const withoutMoney: ReadonlySet<OrderState> = new Set(['pending_payment', 'expired', 'cancelled', 'refunded']);
export const revenueStates: readonly OrderState[] = orderStates.filter((state) => !withoutMoney.has(state));

const count = () => z.number().check(z.int(), z.nonnegative());
const money = () => z.number().check(z.int(), z.nonnegative());

export const dashboardDaySchema = z.object({
  day: shopDaySchema,
  /** Sum of the totals of the day's orders in a `revenueStates` state, F CFA. */
  revenue: money(),
  /** How many of the day's orders those are. */
  orders: count(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  period: z.object({ from: shopDaySchema, to: shopDaySchema, time_zone: z.string() }),
  /** Every day of the period, oldest first, days without sales included. */
  days: z.array(dashboardDaySchema),
  totals: z.object({ revenue: money(), orders: count() }),
  /** What the staff must act on now, whatever the period. */
  waiting: z.object({
    /** Paid, not yet being prepared. */
    paid_not_prepared: count(),
    /** Orders with a payment problem left to settle (the orders list's `reviews=open`). */
    open_reviews: count(),
    /** Unpaid orders that expire within `expiring_within_minutes`. */
    expiring_soon: count(),
    expiring_within_minutes: count(),
  }),
  /** Orders placed in the period, per state, in the order machine's order. */
  states: z.array(z.object({ state: orderStateSchema, orders: count() })),
  /** The products sold most in the period's paid orders (by quantity). */
  best_sellers: z.array(z.object({ product_id: count(), name: z.string(), quantity: count(), revenue: money() })),
  /** Bookings taken in the period and not cancelled, per service (or event) and shop. */
  bookings: z.array(
    z.object({
      kind: z.enum(['service', 'event']),
      service_id: count(),
      name: z.string(),
      shop: z.nullable(z.string()),
      bookings: count(),
    }),
  ),
  /** Events of the period and the upcoming ones: seats booked out of the capacity (null: no limit). */
  events: z.array(
    z.object({
      id: count(),
      title_fr: z.string(),
      title_en: z.string(),
      starts_at: z.string(),
      seats_booked: count(),
      capacity: z.nullable(count()),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = z.object({ data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

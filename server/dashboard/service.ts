/** The dashboard: which days a period covers in shop time, and the figures of those days put together. */
import type { Dashboard, DashboardQuery } from '../../src/domain/admin-dashboard';
import { formatShopDay, shopToday } from '../../src/domain/booking-slot';
import { orderStates } from '../../src/domain/order-state';
import { shopTimeZone } from '../../src/domain/shop-time';
import type { Db } from '../db/client';
import { bestSellers, bookingsPerService, eventFill, ordersByState, revenueByDay, waitingForStaff, type PeriodBounds } from './repository';

const dayMs = 86_400_000;
const bestSellerCount = 5;
const eventCount = 8;
/** "About to expire": within this many minutes (or the whole expiry delay when it is shorter). */
const expiringWindowMinutes = 30;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The period's first and last day in shop time; `today`, `7d` and `30d` end today. */
export function periodDays(query: DashboardQuery, now: Date): PeriodBounds {
  const today = formatShopDay(shopToday(now));
  switch (query.period) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

function everyDay({ from, to }: PeriodBounds): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface DashboardSettings {
  unpaidOrderExpiryMinutes: number;
}

export async function dashboardFor(db: Db, query: DashboardQuery, now: Date, settings: DashboardSettings): Promise<Dashboard> {
  const period = periodDays(query, now);
  const within = Math.min(expiringWindowMinutes, settings.unpaidOrderExpiryMinutes);
  const expiringBefore = new Date(now.getTime() - (settings.unpaidOrderExpiryMinutes - within) * 60_000);
  const [sales, states, waiting, sellers, booked, fill] = await Promise.all([
    revenueByDay(db, period),
    ordersByState(db, period),
    waitingForStaff(db, expiringBefore),
    bestSellers(db, period, bestSellerCount),
    bookingsPerService(db, period),
    eventFill(db, period, eventCount),
  ]);
  const salesOf = new Map(sales.map((day) => [day.day, day]));
  const days = everyDay(period).map((day) => ({ day, revenue: salesOf.get(day)?.revenue ?? 0, orders: salesOf.get(day)?.orders ?? 0 }));
  const perState = new Map(states.map((row) => [row.state, row.orders]));
  return {
    period: { ...period, time_zone: shopTimeZone },
    days,
    totals: { revenue: days.reduce((sum, day) => sum + day.revenue, 0), orders: days.reduce((sum, day) => sum + day.orders, 0) },
    waiting: { ...waiting, expiring_within_minutes: within },
    states: orderStates.map((state) => ({ state, orders: perState.get(state) ?? 0 })),
    best_sellers: sellers,
    bookings: booked,
    events: fill,
  };
}

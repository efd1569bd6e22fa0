/** Events, services, shops and testimonials in the database, in display order. */
import { asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, services, shops, testimonials } from '../db/schema';

export type EventRow = typeof events.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;

// The database's clock: an event leaves the list as it starts.
const upcoming = gte(events.startsAt, sql`now()`);

/** Upcoming events, soonest first. */
export function selectUpcomingEvents(db: Db, limit: number, offset: number): Promise<EventRow[]> {
  return db.select().from(events).where(upcoming).orderBy(asc(events.startsAt), asc(events.id)).limit(limit).offset(offset);
}

export function countUpcomingEvents(db: Db): Promise<{ total: number }[]> {
  return db.select({ total: count() }).from(events).where(upcoming);
}

export async function eventById(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

export function selectServices(db: Db): Promise<ServiceRow[]> {
  return db.select().from(services).orderBy(asc(services.position), asc(services.id));
}

export async function serviceById(db: Db, id: number): Promise<ServiceRow | null> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row ?? null;
}

export function selectShops(db: Db): Promise<ShopRow[]> {
  return db.select().from(shops).orderBy(asc(shops.id));
}

export async function shopById(db: Db, id: number): Promise<ShopRow | null> {
  const [row] = await db.select().from(shops).where(eq(shops.id, id));
  return row ?? null;
}

export function selectTestimonials(db: Db): Promise<TestimonialRow[]> {
  return db.select().from(testimonials).orderBy(asc(testimonials.id));
}

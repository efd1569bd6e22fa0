/** The back office's queries on services and events. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, services } from '../../db/schema';
import type { Tx } from '../audit/service';
import { freeSlug } from '../slugs';

export type ServiceRow = typeof services.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type ServiceChange = Partial<Pick<typeof services.$inferInsert, 'nameFr' | 'nameEn' | 'descriptionFr' | 'descriptionEn' | 'price'>>;
export type EventChange = Partial<
  Pick<typeof events.$inferInsert, 'titleFr' | 'titleEn' | 'descriptionFr' | 'descriptionEn' | 'address' | 'startsAt' | 'capacity'>
>;
export type NewEvent = Omit<typeof events.$inferInsert, 'id' | 'slug' | 'seatsBooked' | 'version'>;

export const listServices = (db: Db) => db.select().from(services).orderBy(asc(services.position));

export const lockService = async (tx: Tx, id: number) => (await tx.select().from(services).where(eq(services.id, id)).for('update'))[0];

export const updateService = async (tx: Tx, id: number, change: ServiceChange) =>
  (
    await tx
      .update(services)
      .set({ ...change, version: sql`${services.version} + 1` })
      .where(eq(services.id, id))
      .returning()
  )[0];

export const listEvents = (db: Db) => db.select().from(events).orderBy(asc(events.startsAt));

export const lockEvent = async (tx: Tx, id: number) => (await tx.select().from(events).where(eq(events.id, id)).for('update'))[0];

export const updateEvent = async (tx: Tx, id: number, change: EventChange) =>
  (
    await tx
      .update(events)
      .set({ ...change, version: sql`${events.version} + 1` })
      .where(eq(events.id, id))
      .returning()
  )[0];

/** A new event under the first free slug of `slugBase`. */
export async function insertEvent(tx: Tx, slugBase: string, values: NewEvent): Promise<EventRow | undefined> {
  const [row] = await tx
    .insert(events)
    .values({ ...values, slug: await freeSlug(tx, events, slugBase) })
    .returning();
  return row;
}

/** Contact messages in the database. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, messages } from '../db/schema';

export type NewMessage = typeof messages.$inferInsert;

export async function countryExists(db: Db, id: number): Promise<boolean> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return country !== undefined;
}

export async function insertMessage(db: Db, message: NewMessage): Promise<{ id: number }> {
  const [stored] = await db.insert(messages).values(message).returning({ id: messages.id });
  if (!stored) throw new Error('insert returned no row');
  return stored;
}

/** The back office's queries on contact messages. */
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MessageListQuery } from '../../../src/domain/admin-bookings';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Tx } from '../audit/service';

export type MessageRow = typeof messages.$inferSelect;

const whereStatus = (status: MessageListQuery['status']) =>
  status === 'open' ? isNull(messages.handledAt) : status === 'handled' ? isNotNull(messages.handledAt) : undefined;

/** One page of messages, newest first, and how many there are in all. */
export async function messagePage(
  db: Db,
  { status, limit, offset }: { status: MessageListQuery['status']; limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = whereStatus(status);
  const [rows, [counted]] = await Promise.all([
    db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export const lockMessage = async (tx: Tx, id: number) => (await tx.select().from(messages).where(eq(messages.id, id)).for('update'))[0];

export const setHandled = async (tx: Tx, id: number, handledBy: string | null) =>
  (
    await tx
      .update(messages)
      .set({ handledAt: handledBy === null ? null : new Date(), handledBy, version: sql`${messages.version} + 1` })
      .where(eq(messages.id, id))
      .returning()
  )[0];

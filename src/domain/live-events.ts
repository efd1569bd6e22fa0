import { z } from 'zod/mini';
import { auditEntitySchema } from './admin-audit';
import { orderStateSchema } from './order-state';

/**
 * What the back office hears as it happens (issue 24, GET /api/admin/live): each line of the
 * server-sent stream is one of these as JSON. `staff` is any staff action (the audit trail's entry);
 * `mine` tells the tab whether its own staff member made it, so only a colleague's change counts.
 */
export const liveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), id: z.number(), from: orderStateSchema, to: orderStateSchema }),
  z.object({ kind: z.literal('booking'), id: z.number() }),
  z.object({ kind: z.literal('message'), id: z.number() }),
  z.object({ kind: z.literal('staff'), entity: auditEntitySchema, id: z.string(), action: z.string(), mine: z.boolean() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** What the database carries (pg_notify): a staff action names its author, turned into `mine` per listener. */
export type LiveNotice = Exclude<LiveEvent, { kind: 'staff' }> | (Omit<Extract<LiveEvent, { kind: 'staff' }>, 'mine'> & { by: string });

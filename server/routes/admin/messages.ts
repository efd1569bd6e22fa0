/** The back office's inbox: contact messages, newest first; marking one handled (or reopening it). */
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMessageResponseSchema,
  messageHandledBodySchema,
  messageListQuerySchema,
  messageListResponseSchema,
  type AdminMessage,
} from '../../../src/domain/admin-bookings';
import { authUserOf } from '../../auth';
import { messages } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { idParams } from '../params';
import type { RouteDeps } from '../route-deps';
import { assertVersion, writeAudit } from '../../admin/audit/service';
import { adminErrors, adminRoute } from './errors';

type MessageRow = typeof messages.$inferSelect;

const toAdminMessage = (row: MessageRow): AdminMessage => ({
  id: row.id,
  fname: row.fname,
  lname: row.lname,
  email: row.email,
  phone: row.phone,
  country_id: row.countryId,
  message: row.message,
  handled_at: row.handledAt?.toISOString() ?? null,
  handled_by: row.handledBy,
  version: row.version,
  created_at: row.createdAt.toISOString(),
});

export const adminMessageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/messages',
    {
      schema: {
        ...adminRoute,
        summary: 'Contact messages, newest first (open by default)',
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const where = status === 'open' ? isNull(messages.handledAt) : status === 'handled' ? isNotNull(messages.handledAt) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(messages)
          .where(where),
      ]);
      const total = counted?.total ?? 0;
      return {
        data: rows.map(toAdminMessage),
        meta: { pagination: { page, pageSize: page_size, pageCount: Math.ceil(total / page_size), total } },
      };
    },
  );

  app.post(
    '/messages/:id/handled',
    {
      schema: {
        ...adminRoute,
        summary: 'Marks a message handled (or, with handled: false, open again)',
        params: idParams,
        body: messageHandledBodySchema,
        response: { 200: adminMessageResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const actor = authUserOf(request);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(messages).where(eq(messages.id, request.params.id)).for('update');
        if (!row) throw new NotFoundError('No such message.');
        assertVersion(row, request.body, () => toAdminMessage(row));
        const handled = request.body.handled;
        const [after] = await tx
          .update(messages)
          .set({ handledAt: handled ? new Date() : null, handledBy: handled ? actor.uid : null, version: sql`${messages.version} + 1` })
          .where(eq(messages.id, row.id))
          .returning();
        if (!after) throw new Error('the message was not updated');
        await writeAudit(tx, actor, {
          entity: 'message',
          entityId: row.id,
          action: handled ? 'message.handled' : 'message.reopened',
          before: { handled: row.handledAt !== null },
          after: { handled },
        });
        return after;
      });
      return { data: toAdminMessage(updated) };
    },
  );
};

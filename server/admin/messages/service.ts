/** The back office's inbox: contact messages, newest first; marking one handled (or reopening it), audited. */
import type { AdminMessage, MessageListQuery } from '../../../src/domain/admin-bookings';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { assertVersion, writeAudit } from '../audit/service';
import * as repository from './repository';
import type { MessageRow } from './repository';

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

export async function listMessages(db: Db, { status, page, page_size }: MessageListQuery) {
  const { rows, total } = await repository.messagePage(db, { status, limit: page_size, offset: (page - 1) * page_size });
  return {
    data: rows.map(toAdminMessage),
    meta: { pagination: { page, pageSize: page_size, pageCount: Math.ceil(total / page_size), total } },
  };
}

export async function markHandled(db: Db, actor: AuthUser, id: number, body: { handled: boolean; version: number }): Promise<AdminMessage> {
  const updated = await db.transaction(async (tx) => {
    const row = await repository.lockMessage(tx, id);
    if (!row) throw new NotFoundError('No such message.');
    assertVersion(row, body, () => toAdminMessage(row));
    const after = await repository.setHandled(tx, row.id, body.handled ? actor.uid : null);
    if (!after) throw new Error('the message was not updated');
    await writeAudit(tx, actor, {
      entity: 'message',
      entityId: row.id,
      action: body.handled ? 'message.handled' : 'message.reopened',
      before: { handled: row.handledAt !== null },
      after: { handled: body.handled },
    });
    return after;
  });
  return toAdminMessage(updated);
}

/** The audit trail's rows: written in the transaction of the change itself, read newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntity, AuditEntry } from '../../../src/domain/admin-audit';
import type { AuthUser } from '../../auth';
import { announceChange, type ChangeTopic } from '../../cache/invalidation';
import type { Db } from '../../db/client';
import { auditLog, customers } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Fields = Record<string, unknown>;

export interface AuditChange {
  entity: AuditEntity;
  entityId: string | number;
  action: string;
  before: Fields | null;
  after: Fields | null;
  note?: string | null;
  /** The caches the change touches (a booking's status: the dashboard), emptied by the same announcement. */
  touches?: ChangeTopic[];
}

export async function writeAudit(tx: Tx | Db, actor: AuthUser, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    actorUid: actor.uid,
    actorPhone: actor.phoneNumber,
    before: change.before,
    after: change.after,
    note: change.note ?? null,
  });
  // Every staff action is heard by the colleagues' open back office (server/live), with the audit row's commit.
  const notice = { kind: 'staff', entity: change.entity, id: String(change.entityId), action: change.action, by: actor.uid } as const;
  await announceChange(tx, notice, change.touches ?? []);
}

export async function historyOf(db: Db | Tx, entity: AuditEntity, entityId: string | number): Promise<AuditEntry[]> {
  // The staff member's name is the one they registered as a shopper (the back office keeps no other).
  const rows = await db
    .select({ row: auditLog, fname: customers.fname, lname: customers.lname })
    .from(auditLog)
    .leftJoin(customers, eq(customers.authId, auditLog.actorUid))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(500);
  return rows.map(({ row, fname, lname }) => ({
    id: row.id,
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    actor_uid: row.actorUid,
    actor_phone: row.actorPhone,
    actor_name: fname === null || lname === null ? null : `${fname} ${lname}`.trim() || null,
    before: row.before,
    after: row.after,
    note: row.note,
    at: row.createdAt.toISOString(),
  }));
}

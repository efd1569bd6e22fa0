/**
 * The back office's audit trail: every change is written with who made it, when, and the changed
 * fields before → after, in the transaction of the change itself (so a change cannot land unaudited).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntity, AuditEntry } from '../../../src/domain/admin-audit';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { auditLog, customers } from '../../db/schema';
import { ConflictError } from '../../errors';
import { announce } from '../../live/repository';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Fields = Record<string, unknown>;

export interface AuditChange {
  entity: AuditEntity;
  entityId: string | number;
  action: string;
  before: Fields | null;
  after: Fields | null;
  note?: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs, each side with only those (a creation or deletion keeps its whole side). */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const keys = Object.keys(after).filter((key) => key !== 'version' && key !== 'updated_at' && !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
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
  await announce(tx, { kind: 'staff', entity: change.entity, id: String(change.entityId), action: change.action, by: actor.uid });
}

/** An edit's audit row with only what changed; nothing is written when nothing changed. */
export async function auditEdit(
  tx: Tx,
  actor: AuthUser,
  entity: AuditEntity,
  entityId: string | number,
  before: Fields,
  after: Fields,
): Promise<void> {
  const changed = changedFields(before, after);
  if (Object.keys(changed.after).length === 0) return;
  await writeAudit(tx, actor, { entity, entityId, action: 'update', ...changed });
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

/** 409 when an edit was made from an older version: both versions, so the UI can show what changed meanwhile. */
export function versionConflict(current: Fields, submitted: Fields): ConflictError {
  return new ConflictError('Someone else changed this meanwhile. Check their change, then save again.', {
    reason: 'version_conflict',
    current,
    submitted,
  });
}

/** Throws the 409 unless the stored version is the one the edit was made from. */
export function assertVersion(stored: { version: number }, submitted: { version: number } & Fields, current: () => Fields): void {
  if (stored.version !== submitted.version) throw versionConflict(current(), submitted);
}

/**
 * The back office's audit trail: every change is written with who made it, when, and the changed
 * fields before → after, in the transaction of the change itself (so a change cannot land unaudited);
 * an edit made from an older version is refused (optimistic concurrency). Every admin area records its
 * changes through here.
 */
import type { AuditEntity, AuditEntry } from '../../../src/domain/admin-audit';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { ConflictError, HttpError } from '../../errors';
import { historyOf, writeAudit, type Fields, type Tx } from './repository';

export { writeAudit, type AuditChange, type Tx } from './repository';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs, each side with only those (a creation or deletion keeps its whole side). */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const keys = Object.keys(after).filter((key) => key !== 'version' && key !== 'updated_at' && !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
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

/** One record's audit rows, newest first. Who was granted which role, by phone, is the staff list's business, and that list is admin only. */
export async function historyFor(db: Db, reader: AuthUser, entity: AuditEntity, entityId: string | number): Promise<AuditEntry[]> {
  if (entity === 'staff' && reader.role !== 'admin')
    throw new HttpError(403, 'Forbidden', 'Only an administrator may do this.', { reason: 'admin_only' });
  return historyOf(db, entity, entityId);
}

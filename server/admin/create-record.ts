/**
 * A new catalogue record, the same way for every kind (issue #15 listed creations as missing: only edits
 * existed): one transaction writes the record and its `create` audit row (the whole record, before: null);
 * once it is committed the catalogue caches are emptied, so shoppers see it on their next request.
 */
import type { AuditEntity } from '../../src/domain/admin-audit';
import type { AuthUser } from '../auth';
import { invalidateCatalogue } from '../cache/invalidation';
import type { Db } from '../db/client';
import { ConflictError } from '../errors';
import { writeAudit, type Tx } from './audit/service';

export interface NewRecord<Row extends { id: number }> {
  entity: AuditEntity;
  /** Inserts the row (its slug read in this transaction) and returns it. */
  insert: (tx: Tx) => Promise<Row | undefined>;
  /** The record as the back office shows it (and as the audit keeps it). */
  fieldsOf: (row: Row) => Record<string, unknown>;
}

/** Two creations with the same name at the same instant: the second one's slug is taken by the time it commits. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (('code' in error && error.code === '23505') || ('cause' in error && isUniqueViolation(error.cause)));
const retryLater = (error: unknown): never => {
  if (isUniqueViolation(error))
    throw new ConflictError('Another record with this name was created at the same moment. Save again.', { reason: 'slug_taken' });
  throw error;
};

export async function createRecord<Row extends { id: number }>(db: Db, actor: AuthUser, kind: NewRecord<Row>): Promise<Row> {
  const row = await db
    .transaction(async (tx) => {
      const inserted = await kind.insert(tx);
      if (!inserted) throw new Error(`the ${kind.entity} was not inserted`);
      await writeAudit(tx, actor, {
        entity: kind.entity,
        entityId: inserted.id,
        action: 'create',
        before: null,
        after: kind.fieldsOf(inserted),
      });
      return inserted;
    })
    .catch(retryLater);
  await invalidateCatalogue(db);
  return row;
}

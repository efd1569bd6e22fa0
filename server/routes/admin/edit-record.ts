/**
 * One edit of a catalogue record, the same way for every kind: lock the row, refuse an edit made from an
 * older version (409 with both), store the change with the version raised by one, audit what changed,
 * and — once committed — empty the catalogue caches so shoppers see it on their next request.
 */
import { TransactionRollbackError } from 'drizzle-orm';
import type { AuditEntity } from '../../../src/domain/admin-audit';
import type { AuthUser } from '../../auth';
import { invalidateCatalogue } from '../../cache/invalidation';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { assertVersion, auditEdit, changedFields, type Tx } from '../../admin/audit/service';

type Fields = Record<string, unknown>;

export interface RecordEdit<Row extends { version: number }> {
  entity: AuditEntity;
  id: string | number;
  /** What a 404 says. */
  missing: string;
  submitted: { version: number } & Fields;
  /** The row, locked until the transaction ends (SELECT … FOR UPDATE). */
  lock: (tx: Tx) => Promise<Row | undefined>;
  /** The record as the back office shows it (and as the audit compares it). */
  fieldsOf: (row: Row) => Fields;
  /** Refuses an edit the row's current values make impossible (a capacity below the seats booked…). */
  check?: (row: Row) => void;
  /** Writes the change (version + 1) and returns the new row. */
  write: (tx: Tx, row: Row) => Promise<Row | undefined>;
}

export async function editRecord<Row extends { version: number }>(db: Db, actor: AuthUser, edit: RecordEdit<Row>): Promise<Row> {
  let stored: Row | undefined;
  try {
    const after = await db.transaction(async (tx) => {
      const row = await edit.lock(tx);
      if (!row) throw new NotFoundError(edit.missing);
      stored = row;
      assertVersion(row, edit.submitted, () => edit.fieldsOf(row));
      edit.check?.(row);
      const written = await edit.write(tx, row);
      if (!written) throw new Error(`${edit.entity} ${edit.id} was not updated`);
      // A save that changes nothing keeps the version: otherwise a colleague editing the same record
      // would get a 409 for a "change" with no field to show.
      if (Object.keys(changedFields(edit.fieldsOf(row), edit.fieldsOf(written)).after).length === 0) tx.rollback();
      await auditEdit(tx, actor, edit.entity, edit.id, edit.fieldsOf(row), edit.fieldsOf(written));
      return written;
    });
    await invalidateCatalogue(db);
    return after;
  } catch (error) {
    if (error instanceof TransactionRollbackError && stored) return stored;
    throw error;
  }
}

/** The body's fields that were given (PATCH), without `version`. */
export function givenFields<T extends { version: number }>(body: T): Partial<Omit<T, 'version'>> {
  const { version: _version, ...rest } = body;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Partial<Omit<T, 'version'>>;
}

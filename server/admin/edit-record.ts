/**
 * One edit of a catalogue record, the same way for every kind: lock the row, refuse an edit made from an
 * older version (409 with both), store the change with the version raised by one, audit what changed,
 * and — once committed — empty the catalogue caches so shoppers see it on their next request. Each kind
 * only declares what differs (an EditableRecord); its service calls editRecord with it.
 */
import { TransactionRollbackError } from 'drizzle-orm';
import type { AuditEntity } from '../../src/domain/admin-audit';
import type { AuthUser } from '../auth';
import { invalidateCatalogue } from '../cache/invalidation';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { assertVersion, auditEdit, changedFields, type Tx } from './audit/service';

type Fields = Record<string, unknown>;

/** What one kind of record brings to the edit: its rows and its rules; the steps are editRecord's. */
export interface EditableRecord<Row extends { version: number }, Key extends string | number, Body extends { version: number }> {
  entity: AuditEntity;
  /** What a 404 says. */
  missing: string;
  /** The row, locked until the transaction ends (SELECT … FOR UPDATE). */
  lock: (tx: Tx, key: Key) => Promise<Row | undefined>;
  /** The record as the back office shows it (and as the audit compares it). */
  fieldsOf: (row: Row) => Fields;
  /** Refuses an edit the row's current values make impossible (a capacity below the seats booked…). */
  check?: (row: Row, body: Body) => void;
  /** Writes the body's change (version + 1) and returns the new row. */
  write: (tx: Tx, key: Key, body: Body) => Promise<Row | undefined>;
}

export async function editRecord<Row extends { version: number }, Key extends string | number, Body extends { version: number }>(
  db: Db,
  actor: AuthUser,
  kind: EditableRecord<Row, Key, Body>,
  key: Key,
  body: Body,
): Promise<Row> {
  let stored: Row | undefined;
  try {
    const after = await db.transaction(async (tx) => {
      const row = await kind.lock(tx, key);
      if (!row) throw new NotFoundError(kind.missing);
      stored = row;
      assertVersion(row, body, () => kind.fieldsOf(row));
      kind.check?.(row, body);
      const written = await kind.write(tx, key, body);
      if (!written) throw new Error(`${kind.entity} ${key} was not updated`);
      // A save that changes nothing keeps the version: otherwise a colleague editing the same record
      // would get a 409 for a "change" with no field to show.
      if (Object.keys(changedFields(kind.fieldsOf(row), kind.fieldsOf(written)).after).length === 0) tx.rollback();
      await auditEdit(tx, actor, kind.entity, key, kind.fieldsOf(row), kind.fieldsOf(written));
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

import type { ModelOptions } from './paths';
import { recordEditorMachine } from '../../src/machines/admin-record-editor';
import { AdminCallError } from '../../src/domain/admin-failure';

// Editing a record of the catalogue: what the path tests (admin-record-editor.test.ts), the flow studio's path
// list and the browser paths generate from. A delivery fee, the smallest record: its fee and its version.
export const edit = { fee: 2500, version: 1 };
export const savedRecord = { code: 'livreur', fee: 2500, version: 2 };
/** Someone else saved 3 000 F CFA first, at version 2. */
export const theirs = { code: 'livreur', fee: 3000, version: 2 };
export const conflict = new AdminCallError({ kind: 'conflict', current: theirs, submitted: edit });
/** A 409 whose saved version says no version: mine cannot be saved over it. */
export const conflictWithoutVersion = new AdminCallError({ kind: 'conflict', current: { code: 'livreur' }, submitted: edit });
export const invalid = new AdminCallError({ kind: 'invalid', fields: [{ path: 'fee', message: 'Too small' }], message: 'Invalid' });

const outcomes = (id: string) => ({
  [`xstate.done.actor.${id}`]: [{ type: `xstate.done.actor.${id}`, output: savedRecord }],
  [`xstate.error.actor.${id}`]: [
    { type: `xstate.error.actor.${id}`, error: conflict },
    { type: `xstate.error.actor.${id}`, error: conflictWithoutVersion },
    { type: `xstate.error.actor.${id}`, error: invalid },
  ],
});

const failureName = (error: unknown) =>
  error instanceof AdminCallError
    ? error.failure.kind === 'conflict' && !('version' in error.failure.current)
      ? 'conflict without version'
      : error.failure.kind
    : 'error';

export const recordEditorModel: ModelOptions<typeof recordEditorMachine> = {
  name: 'adminRecordEditor',
  machine: recordEditorMachine,
  input: { recordKey: 'livreur' },
  events: {
    SAVE: [{ type: 'SAVE', edit }],
    ...outcomes('saveRecord'),
    ...outcomes('overwrite'),
  },
  describeEvent: (event) => {
    const { type, error } = event as { type: string; error?: unknown };
    return error === undefined ? type : `${type} ${failureName(error)}`;
  },
  // What tells states apart: the edit's version, the saved version of a conflict, the failure, whether the form was ever loaded.
  serializeState: (snapshot) => {
    const { edit: sent, conflict: clash, failure, loads, record } = snapshot.context;
    return JSON.stringify([
      snapshot.value,
      sent?.version ?? null,
      clash?.current.version ?? (clash ? 'none' : null),
      failure === null ? null : failureName(failure),
      loads > 0,
      record?.fee ?? null,
    ]);
  },
};

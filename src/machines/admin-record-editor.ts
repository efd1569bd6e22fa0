import { assign, fromPromise, setup } from 'xstate';
import { adminFailureIn } from '../domain/admin-failure';

/**
 * One catalogue record's edit form in the back office (a product, a service, an event, a shop's hours, a
 * delivery fee, the EUR rate). Every save carries the version the form was loaded at; the server answers 409
 * with both versions when someone saved first:
 *
 *   editing --SAVE--> saving --ok--> saved (the form holds the saved record) --EDIT--> editing
 *                       |--409--> conflict --RELOAD--> reloading --> editing (the version saved meanwhile)
 *                       |            '--OVERWRITE--> overwriting (mine, at the saved version) --ok--> saved
 *                       '--refused / no answer--> failed
 *
 * The form's fields and their checks stay in the view (react-hook-form with the API's zod schema): what it
 * sends here is already valid. The save is provided with `.provide()` (src/services/admin-catalogue.ts).
 */
export type RecordEdit = Record<string, unknown> & { version: number };

export type RecordEditorEvent =
  /** The staff member saves the form (its values, checked). */
  | { type: 'SAVE'; edit: RecordEdit }
  /** The staff member changes the form after a save. */
  | { type: 'EDIT' }
  /** After a conflict: take the version saved meanwhile. */
  | { type: 'RELOAD' }
  /** After a conflict: save mine over it. */
  | { type: 'OVERWRITE' };

export interface RecordEditorInput {
  /** The record's id, or the code/currency for fees and rates. */
  recordKey: string | number;
}

export interface RecordConflict {
  /** The record as saved meanwhile. */
  current: Record<string, unknown>;
  /** What this form sent. */
  submitted: Record<string, unknown>;
}

export interface RecordEditorContext {
  recordKey: string | number;
  /** The last edit sent. */
  edit: RecordEdit | null;
  /** The record the form must show: as saved, or as saved meanwhile (after RELOAD). */
  record: Record<string, unknown> | null;
  /** Grows each time the form must take `record`; the view resets its fields when it changes. */
  loads: number;
  conflict: RecordConflict | null;
  /** Why the last save was refused (a conflict included), as the call rejected. */
  failure: unknown;
}

const conflictOf = (error: unknown): RecordConflict | null => {
  const failure = adminFailureIn(error);
  return failure?.kind === 'conflict' ? { current: failure.current, submitted: failure.submitted } : null;
};

const versionOf = (record: Record<string, unknown> | undefined): number | null =>
  typeof record?.version === 'number' ? record.version : null;

const saveOutcome = {
  onDone: {
    target: 'saved',
    actions: { type: 'takeRecord', params: ({ event }: { event: { output: Record<string, unknown> } }) => ({ record: event.output }) },
  },
  onError: [
    {
      guard: { type: 'isConflict', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      target: 'conflict',
      actions: { type: 'storeConflict', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    },
    { target: 'failed', actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  ],
} as const;

const save = { target: 'saving', actions: 'takeEdit' } as const;

export const recordEditorMachine = setup({
  types: {
    context: {} as RecordEditorContext,
    events: {} as RecordEditorEvent,
    input: {} as RecordEditorInput,
  },
  actors: {
    /** PATCH /api/admin/<kind>/<key> with the edit → the record as saved; rejects with an AdminCallError. */
    saveRecord: fromPromise<Record<string, unknown>, { recordKey: string | number; edit: RecordEdit }>(() => {
      throw new Error('record editor machine: provide the "saveRecord" implementation');
    }),
  },
  actions: {
    takeEdit: assign({ edit: ({ event }) => (event.type === 'SAVE' ? event.edit : null), conflict: null, failure: null }),
    takeRecord: assign({
      record: (_, params: { record: Record<string, unknown> }) => params.record,
      loads: ({ context }) => context.loads + 1,
      conflict: null,
      failure: null,
    }),
    storeConflict: assign((_, params: { error: unknown }) => ({ conflict: conflictOf(params.error), failure: params.error })),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => params.error, conflict: null }),
    takeSavedVersion: assign({
      edit: ({ context }) => ({ ...(context.edit as RecordEdit), version: versionOf(context.conflict?.current) ?? 0 }),
    }),
    takeSavedMeanwhile: assign({
      record: ({ context }) => context.conflict?.current ?? null,
      loads: ({ context }) => context.loads + 1,
      conflict: null,
      failure: null,
    }),
  },
  guards: {
    isConflict: (_, params: { error: unknown }) => conflictOf(params.error) !== null,
    savedVersionKnown: ({ context }) => versionOf(context.conflict?.current) !== null,
  },
}).createMachine({
  id: 'adminRecordEditor',
  description: 'Editing a record of the catalogue in the back office, and what happens when someone else saved it first.',
  context: ({ input }) => ({ recordKey: input.recordKey, edit: null, record: null, loads: 0, conflict: null, failure: null }),
  initial: 'editing',
  states: {
    editing: { description: 'The staff member changes the form.', on: { SAVE: save } },
    saving: {
      description: 'Saving the form with the version it was loaded at.',
      invoke: {
        id: 'saveRecord',
        src: 'saveRecord',
        input: ({ context }) => ({ recordKey: context.recordKey, edit: context.edit as RecordEdit }),
        ...saveOutcome,
      },
    },
    saved: { description: 'Saved: shoppers see it now, and the form holds the record as saved.', on: { SAVE: save, EDIT: 'editing' } },
    failed: { description: 'The save was refused (the server says why) or got no answer; nothing was saved.', on: { SAVE: save } },
    conflict: {
      description:
        'Someone else saved this record meanwhile; nothing was saved. Both versions show, with the choice to take theirs or to save mine over it.',
      on: {
        SAVE: save,
        RELOAD: 'reloading',
        OVERWRITE: { guard: 'savedVersionKnown', target: 'overwriting' },
      },
    },
    reloading: {
      description: 'The form takes the version saved meanwhile; my changes are dropped.',
      entry: 'takeSavedMeanwhile',
      always: 'editing',
    },
    overwriting: {
      description: 'Saving mine again, at the version saved meanwhile, so it replaces theirs.',
      entry: 'takeSavedVersion',
      invoke: {
        id: 'overwrite',
        src: 'saveRecord',
        input: ({ context }) => ({ recordKey: context.recordKey, edit: context.edit as RecordEdit }),
        ...saveOutcome,
      },
    },
  },
});

import { expect } from 'vitest';
import { describeModel } from './harness';
import { edit, recordEditorModel, savedRecord, theirs } from './admin-record-editor.model';
import type { recordEditorMachine } from '../../src/machines/admin-record-editor';

type Snapshot = ReturnType<typeof recordEditorMachine.transition>;

describeModel({
  ...recordEditorModel,
  check: (snapshot: Snapshot, { event, previous, invocations }) => {
    const { context } = snapshot;
    // A save sends the form as it is, at the version it was loaded at.
    if (snapshot.matches('saving'))
      expect(invocations.at(-1)).toEqual({ src: 'saveRecord', id: 'saveRecord', input: { recordKey: 'livreur', edit } });
    // Mine over theirs: the same edit, at the version saved meanwhile.
    if (snapshot.matches('overwriting'))
      expect(invocations.at(-1)).toEqual({
        src: 'saveRecord',
        id: 'overwrite',
        input: { recordKey: 'livreur', edit: { ...edit, version: theirs.version } },
      });
    if (snapshot.matches('saved')) {
      // The form takes the record as saved.
      if (event.type.startsWith('xstate.done.actor.')) {
        expect(context.record).toEqual(savedRecord);
        expect(context.loads).toBe((previous?.context.loads ?? 0) + 1);
      }
      expect(context.failure).toBeNull();
    }
    if (snapshot.matches('conflict')) {
      expect(context.conflict?.submitted).toEqual(edit);
      expect(context.failure).not.toBeNull();
    }
    if (event.type === 'RELOAD') {
      // Theirs comes into the form.
      expect(snapshot.value).toBe('editing');
      expect(context.record).toEqual(previous?.context.conflict?.current);
      expect(context.loads).toBe((previous?.context.loads ?? 0) + 1);
      expect(context.conflict).toBeNull();
      expect(context.failure).toBeNull();
    }
    if (event.type === 'OVERWRITE' && previous?.context.conflict && typeof previous.context.conflict.current.version !== 'number') {
      // Without the saved version, mine cannot replace theirs: nothing is sent.
      expect(snapshot.value).toBe('conflict');
    }
  },
});

import type { RecordEditorEvent } from './admin-record-editor';
import type { MachineWords } from './words';

// Beside the machine, not in it: the back office's chunk has the machine, only the flow studio needs these words.
export const recordEditorWords: MachineWords<RecordEditorEvent['type']> = {
  summary: 'Editing a record of the catalogue.',
  events: {
    SAVE: 'The staff member saves the form',
    EDIT: 'The staff member changes the form',
    RELOAD: 'The staff member takes the version saved meanwhile',
    OVERWRITE: 'The staff member saves theirs over it',
  },
  guards: {
    isConflict: 'someone else saved the record first',
    savedVersionKnown: 'the version saved meanwhile is known',
  },
  actors: {
    saveRecord: 'saving the record',
    overwrite: 'saving mine over the version saved meanwhile',
  },
};

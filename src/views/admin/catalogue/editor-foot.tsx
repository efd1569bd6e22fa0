import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { SaveFeedback } from '../shared/save-feedback';
import { primaryButton } from '../shared/styles';
import type { useEditor } from './use-editor';

type Editor = Pick<ReturnType<typeof useEditor>, 'feedback' | 'saving'>;

/** Every record form ends the same way: its Save (or Create) button, then what became of the save. */
export function EditorFoot({
  editor,
  labels,
  className = '',
  submit,
}: {
  editor: Editor;
  labels: Record<string, ReactNode>;
  className?: string;
  submit?: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <button type="submit" className={`${primaryButton} self-start`} disabled={editor.saving}>
        {submit ?? <Trans>Save</Trans>}
      </button>
      <SaveFeedback {...editor.feedback} labels={labels} />
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { LabelledField } from '../shared/labelled-field';
import { useFieldMessage } from './field-messages';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
}

const controlClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 ' +
  'aria-[invalid=true]:border-red-700 disabled:bg-stone-100';

/**
 * A labelled form control with its message under it: the control is invalid and described by
 * the message while there is one, so screen readers announce it with the field.
 */
export function Field({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const translate = useFieldMessage();
  const errorId = `${id}-error`;
  return (
    <LabelledField htmlFor={id} label={label}>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}), className: controlClass })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {translate(error)}
        </p>
      )}
    </LabelledField>
  );
}

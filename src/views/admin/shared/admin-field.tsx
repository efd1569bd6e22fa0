import { useId, type ReactNode } from 'react';
import { useAdminFieldMessage } from './field-messages';
import { inputClass } from './styles';

export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
}

/** A labelled control with its (translated) message under it; the control is described by the message while there is one. */
export function AdminField({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const translate = useAdminFieldMessage();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}), className: inputClass })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {translate(error)}
        </p>
      )}
    </div>
  );
}

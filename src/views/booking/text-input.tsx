import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';

/** The message of a field of the surrounding form (react-hook-form's context), if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const message = formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

interface TextInputProps {
  name: string;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  min?: string;
}

/** One text-like input of the surrounding form, labelled, with its translated message. */
export function TextInput({ name, label, type = 'text', autoComplete, inputMode, min }: TextInputProps) {
  const { register } = useFormContext();
  return (
    <Field label={label} error={useFieldError(name)}>
      {(control) => <input {...control} {...register(name)} type={type} autoComplete={autoComplete} inputMode={inputMode} min={min} />}
    </Field>
  );
}

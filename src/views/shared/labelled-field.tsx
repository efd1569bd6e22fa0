import type { ReactNode } from 'react';

/** A form control (and whatever goes under it, such as its message) below its visible label: one look for every form. */
export function LabelledField({
  htmlFor,
  label,
  className = '',
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
    </div>
  );
}

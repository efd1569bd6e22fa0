import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';

/**
 * A failure said aloud (role="alert") in the shop's red panel, under an optional heading with the
 * warning sign: checkout's order failure and the back office's refused calls look and read the same.
 */
export function ErrorPanel({ title, className = '', children }: { title?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div role="alert" className={`space-y-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-6 ${className}`}>
      {title && (
        <p className="flex items-center gap-2 text-lg font-bold text-red-800">
          <AlertTriangle aria-hidden className="size-5" />
          {title}
        </p>
      )}
      {children}
    </div>
  );
}

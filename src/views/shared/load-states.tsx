import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** Something is on its way, said to screen readers too. */
export function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-stone-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <Trans>...loading</Trans>
    </p>
  );
}

/** What could not be loaded, said aloud, with a way to ask again. */
export function LoadFailed({ children, retry, retrying }: { children: ReactNode; retry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4 text-red-800">
      <p className="font-semibold">{children}</p>
      <p>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <button
        type="button"
        onClick={retry}
        disabled={retrying}
        className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** A react-query read that failed: what to ask again, and whether it is being asked. */
export interface FailedRead {
  refetch: () => unknown;
  isFetching: boolean;
}

/** LoadFailed for a query: its retry asks the same query again, so every section reading it recovers at once. */
export function ReadFailed({ read, children }: { read: FailedRead; children: ReactNode }) {
  return (
    <LoadFailed retry={() => void read.refetch()} retrying={read.isFetching}>
      {children}
    </LoadFailed>
  );
}

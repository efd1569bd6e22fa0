import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed, Loading } from '../../shared/load-states';

/** A catalogue list whose records open their form in place (one <details> each: no state to keep). */
export function RecordList<T>({
  list,
  title,
  children,
}: {
  list: UseQueryResult<T[]>;
  title: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  if (list.isPending) return <Loading />;
  if (list.isError) {
    return (
      <LoadFailed retry={() => void list.refetch()} retrying={list.isFetching}>
        <Trans>This list could not be loaded.</Trans>
      </LoadFailed>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {list.data.map((record, index) => (
        <li key={index}>
          <details className="rounded-lg border border-stone-200 bg-white">
            <summary className="cursor-pointer p-3 font-semibold">{title(record)}</summary>
            <div className="border-t border-stone-200 p-3">{children(record)}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}

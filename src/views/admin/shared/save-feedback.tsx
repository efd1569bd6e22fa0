import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { AdminCallError } from '../../../services/admin-errors';
import { ErrorPanel } from '../../shared/error-panel';
import { FailureMessage } from './failure-message';
import { primaryButton, secondaryButton } from './styles';

const shown = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * What became of a save: saved, refused (the server's reasons), or — for a 409 — both versions side by side
 * (only the fields that differ) with the choice to take the saved one or to save one's own over it.
 */
export function SaveFeedback({
  error,
  saved,
  labels,
  onReload,
  onOverwrite,
}: {
  error: unknown;
  saved: boolean;
  labels: Record<string, ReactNode>;
  onReload: (current: Record<string, unknown>) => void;
  onOverwrite: (current: Record<string, unknown>) => void;
}) {
  if (saved) {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900">
        <Trans>Saved. Shoppers see it now.</Trans>
      </p>
    );
  }
  if (!error) return null;
  if (!(error instanceof AdminCallError) || error.failure.kind !== 'conflict') return <FailureMessage error={error} />;
  const { current, submitted } = error.failure;
  const fields = Object.keys(labels).filter(
    (field) => field in submitted && JSON.stringify(submitted[field]) !== JSON.stringify(current[field]),
  );
  return (
    <ErrorPanel
      className="text-red-900"
      title={<Trans>Someone else saved this record while you were editing it. Nothing of yours was saved.</Trans>}
    >
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr>
              <th scope="col" className="pe-3 text-start">
                <Trans>Field</Trans>
              </th>
              <th scope="col" className="pe-3 text-start">
                <Trans>Saved meanwhile</Trans>
              </th>
              <th scope="col" className="text-start">
                <Trans>Yours</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-t border-red-200 align-top">
                <th scope="row" className="pe-3 text-start font-semibold">
                  {labels[field]}
                </th>
                <td className="pe-3" data-testid={`theirs-${field}`}>
                  {shown(current[field])}
                </td>
                <td data-testid={`mine-${field}`}>{shown(submitted[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={() => onReload(current)}>
          <Trans>Reload the saved version</Trans>
        </button>
        <button type="button" className={secondaryButton} onClick={() => onOverwrite(current)}>
          <Trans>Save mine over it</Trans>
        </button>
      </div>
    </ErrorPanel>
  );
}

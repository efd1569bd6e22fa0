import { Trans, useLingui } from '@lingui/react/macro';
import { secondaryButton } from './styles';

/** Previous / next over the server's pages, with where we are ("page 2 of 40, 987 in all"). */
export function Pager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <p aria-live="polite" className="text-sm text-stone-700">
        <Trans>
          Page {page} of {Math.max(pageCount, 1)}, {total} in all
        </Trans>
      </p>
      <button type="button" className={secondaryButton} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}

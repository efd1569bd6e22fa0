import { Trans } from '@lingui/react/macro';
import { ReadFailed, type FailedRead } from '../shared/load-states';

/** The products error message ('Erreur lors du chargement des produits', spec §8), with a retry in place. */
export function ProductsError({ read }: { read: FailedRead }) {
  return (
    <ReadFailed read={read}>
      <Trans>Error while loading the products</Trans>
    </ReadFailed>
  );
}

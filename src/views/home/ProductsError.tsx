import { Trans } from '@lingui/react/macro';

/** The products error message ('Erreur lors du chargement des produits', spec §8). */
export function ProductsError() {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      <Trans>Error while loading the products</Trans>
    </p>
  );
}

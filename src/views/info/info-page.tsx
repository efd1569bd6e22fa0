import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useCatalog } from '../../services/area-catalogs';
import NotFoundPage from '../not-found-page';
import { LoadFailed, Loading } from '../shared/load-states';
import { About } from './content/about';
import { Delivery } from './content/delivery';
import { Privacy } from './content/privacy';
import { Returns } from './content/returns';
import { Sales } from './content/sales';
import { Shipping } from './content/shipping';
import { Terms } from './content/terms';
import { isInfoSlug, type InfoSlug } from './info-slugs';

const pages: Record<InfoSlug, ComponentType> = {
  about: About,
  delivery: Delivery,
  shipping: Shipping,
  returns: Returns,
  privacy: Privacy,
  sales: Sales,
  terms: Terms,
};

/**
 * /info/{slug}: the footer's information pages (French and English); any other slug is not found.
 * Their texts (./content) have a catalog of their own, loaded with the page: few shoppers read them.
 */
export default function InfoPage() {
  const { slug } = useParams<{ slug: string }>();
  const normalized = slug?.toLowerCase();
  return isInfoSlug(normalized) ? <InfoText slug={normalized} /> : <NotFoundPage />;
}

function InfoText({ slug }: { slug: InfoSlug }) {
  const texts = useCatalog('info');
  if (texts.isSuccess) {
    const Page = pages[slug];
    return <Page />;
  }
  // Said with the main catalog's words: the page's own are what is missing.
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      {texts.isError ? (
        <LoadFailed retry={() => void texts.refetch()} retrying={texts.isFetching}>
          <Trans>This page could not be loaded.</Trans>
        </LoadFailed>
      ) : (
        <Loading />
      )}
    </div>
  );
}

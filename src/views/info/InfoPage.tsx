import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import NotFoundPage from '../NotFoundPage';
import { About } from './content/About';
import { Delivery } from './content/Delivery';
import { Privacy } from './content/Privacy';
import { Returns } from './content/Returns';
import { Sales } from './content/Sales';
import { Shipping } from './content/Shipping';
import { Terms } from './content/Terms';
import { isInfoSlug, type InfoSlug } from './infoSlugs';

const pages: Record<InfoSlug, ComponentType> = {
  about: About,
  delivery: Delivery,
  shipping: Shipping,
  returns: Returns,
  privacy: Privacy,
  sales: Sales,
  terms: Terms,
};

/** /info/{slug}: the footer's information pages, their text in the catalogs (French and English); any other slug is not found. */
export default function InfoPage() {
  const { slug } = useParams<{ slug: string }>();
  const normalized = slug?.toLowerCase();
  if (!isInfoSlug(normalized)) return <NotFoundPage />;
  const Page = pages[normalized];
  return <Page />;
}

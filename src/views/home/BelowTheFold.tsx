import { SectionBoundary } from '../shared/SectionBoundary';
import { OtherProductsGrid } from './CatalogueGrids';
import { ContactSection } from './ContactSection';
import { EventsSection } from './EventsSection';
import { ServicesRow } from './ServicesRow';
import { Testimonials } from './Testimonials';

/**
 * The home sections under the first grid, loaded as one chunk when the shopper scrolls near them; each can fail alone.
 * No best-products carousel here: every product is already in the blocks above (each product once per page).
 */
export default function BelowTheFold() {
  return (
    <>
      <OtherProductsGrid />
      <ServicesRow />
      <Testimonials />
      <SectionBoundary>
        <ContactSection />
      </SectionBoundary>
      <SectionBoundary>
        <EventsSection />
      </SectionBoundary>
    </>
  );
}

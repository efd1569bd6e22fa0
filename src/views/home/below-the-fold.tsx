import { SectionBoundary } from '../shared/section-boundary';
import { OtherProductsGrid } from './catalogue-grids';
import { ContactSection } from './contact-section';
import { EventsSection } from './events-section';
import { ServicesRow } from './services-row';
import { Testimonials } from './testimonials';

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

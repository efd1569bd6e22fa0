import { BestProductsCarousel } from '../shared/BestProductsCarousel';
import { SectionBoundary } from '../shared/SectionBoundary';
import { AllProductsGrid } from './CatalogueGrids';
import { ContactSection } from './ContactSection';
import { EventsSection } from './EventsSection';
import { ServicesRow } from './ServicesRow';
import { Testimonials } from './Testimonials';

/** The home sections under the first grid, loaded as one chunk when the shopper scrolls near them; each can fail alone. */
export default function BelowTheFold() {
  return (
    <>
      <AllProductsGrid />
      <ServicesRow />
      <BestProductsCarousel />
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

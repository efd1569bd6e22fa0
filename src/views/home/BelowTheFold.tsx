import { BestProductsCarousel } from '../shared/BestProductsCarousel';
import { AllProductsGrid } from './CatalogueGrids';
import { ContactSection } from './ContactSection';
import { EventsSection } from './EventsSection';
import { ServicesRow } from './ServicesRow';
import { Testimonials } from './Testimonials';

/** The home sections under the first grid, loaded as one chunk when the shopper scrolls near them. */
export default function BelowTheFold() {
  return (
    <>
      <AllProductsGrid />
      <ServicesRow />
      <BestProductsCarousel />
      <Testimonials />
      <ContactSection />
      <EventsSection />
    </>
  );
}

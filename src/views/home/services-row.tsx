import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useServices } from '../../services/catalog';
import { ReadFailed } from '../shared/load-states';

/** Service images are served at 800×500. */
const serviceImage = { width: 800, height: 500 };

/** The shop's services (consultation, cupping, massage…), each leading to its booking page. */
export function ServicesRow() {
  const services = useServices();
  return (
    <section aria-labelledby="services-title" className="bg-brand-50 py-8">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="services-title" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
          <Trans>Our services</Trans>
        </h2>
        {services.isPending && (
          <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <li key={index} className="aspect-[8/5] animate-pulse rounded-xl bg-stone-200" />
            ))}
          </ul>
        )}
        {services.isError && (
          <ReadFailed read={services}>
            <Trans>The services could not be loaded.</Trans>
          </ReadFailed>
        )}
        {services.data && (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {services.data.map((service) => (
              <li key={service.id}>
                <Link
                  href={`/services/${service.id}`}
                  className="group block overflow-hidden rounded-xl bg-white shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <img
                    src={service.image_link}
                    width={serviceImage.width}
                    height={serviceImage.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="aspect-[8/5] h-auto w-full bg-brand-100 object-cover"
                  />
                  <span className="block p-3 font-semibold text-brand-900 group-hover:underline">{service.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

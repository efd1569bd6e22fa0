import { Link, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { ServiceNotFound, useService } from '../../services/bookings';
import { Price } from '../shared/price';
import { ShareButton } from '../shared/share-button';
import { ServiceBookingForm } from './service-booking-form';

/** /services/{id} (spec §2): the service's name, price (issue 21) and description and its appointment form. */
export default function ServicePage() {
  const { id } = useParams<{ id: string }>();
  const service = useService(id);

  if (service.isPending) {
    return (
      <p className="p-8 text-center text-stone-500" role="status">
        <Trans>...loading</Trans>
      </p>
    );
  }
  if (service.isError) {
    return service.error instanceof ServiceNotFound ? <ServiceMissing /> : <ServiceLoadFailed retry={() => void service.refetch()} />;
  }
  const { data } = service;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <img
        src={data.image_link}
        alt=""
        width={800}
        height={500}
        className="aspect-[8/5] h-auto w-full rounded-xl bg-brand-100 object-cover"
      />
      <h1 className="mt-6 text-2xl font-bold text-brand-900 sm:text-3xl">{data.name}</h1>
      {data.price !== null && (
        <p className="mt-2 text-lg text-stone-700">
          <Trans>
            Price: <Price amount={data.price} className="font-bold text-brand-700" />
          </Trans>
        </p>
      )}
      <p className="mt-3 whitespace-pre-line text-stone-700">{data.description}</p>
      <ShareButton title={data.name} path={`/services/${data.id}`} className="mt-4" />
      <ServiceBookingForm service={data} />
    </article>
  );
}

function ServiceMissing() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>This service does not exist.</Trans>
      </h1>
      <p className="mt-3 text-stone-600">
        <Trans>It may have been removed. Our other services are on the home page.</Trans>
      </p>
      <Link href="/" className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}

function ServiceLoadFailed({ retry }: { retry: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>The service could not be loaded.</Trans>
      </h1>
      <p className="mt-3 text-stone-600">
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <button
        type="button"
        onClick={retry}
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
      >
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}

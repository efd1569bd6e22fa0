import { Trans } from '@lingui/react/macro';
import { ContactForm } from '../booking/contact-form';

/** The contact block of the home page (spec §2). */
export function ContactSection() {
  return (
    <section aria-labelledby="contact-title" className="bg-brand-50 py-10">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="contact-title" className="text-xl font-bold text-brand-900 sm:text-2xl">
          <Trans>Contact us</Trans>
        </h2>
        <p className="mb-4 mt-1 text-stone-600">
          <Trans>A question about a product or a service? Write to us, we answer quickly.</Trans>
        </p>
        <ContactForm />
      </div>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { CheckoutActor } from '../../actors/checkout-actor';
import { CheckoutHeader } from './checkout-header';
import { ClientInfoForm } from './client-info-form';
import { OrderSummary } from './order-summary';
import { initialClientInfo } from './prefill';

/**
 * /verify, checkout step 1 (spec §2): the customer info form and the order summary. The checkout machine
 * decides who gets here: with an empty cart or no delivery method it sends the shopper back to the cart,
 * signed out to the phone sign-in first (issue 16). The form is prefilled from what the shopper typed in
 * this checkout, else from the customer record and the places past orders were delivered to.
 */
export default function VerifyPage() {
  const step = CheckoutActor.useStep();
  const checkout = CheckoutActor.useActorRef();
  const typed = CheckoutActor.useSelector((snapshot) => snapshot.context.clientInfo);
  const shopper = CheckoutActor.useSelector((snapshot) => snapshot.context.shopper);
  const saved = CheckoutActor.useSelector((snapshot) => snapshot.context.savedDeliveries);
  const place = CheckoutActor.useSelector((snapshot) => snapshot.context.place);
  const loading = CheckoutActor.useSelector((snapshot) => snapshot.matches({ info: 'loadingDeliveries' }));
  const failed = CheckoutActor.useSelector((snapshot) => snapshot.matches({ info: 'deliveriesFailed' }));
  if (step !== 'info') return null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <CheckoutHeader backHref="/shopping-cart" backLabel={<Trans>Back to the cart</Trans>} current="info" />
      {failed && (
        <div role="alert" className="mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <Trans>Your saved addresses could not be loaded. You can type the address, or try again.</Trans>
          <button
            type="button"
            onClick={() => checkout.send({ type: 'RETRY' })}
            className="rounded-full border border-red-800 px-3 py-1 font-semibold"
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        {loading ? (
          <p role="status" className="text-sm text-stone-600">
            <Trans>Loading your details…</Trans>
          </p>
        ) : (
          // A new customer or new saved places start the form again with what they bring.
          <ClientInfoForm
            key={`${shopper?.customerId ?? 'unknown'}:${saved.length}`}
            initial={initialClientInfo(typed, shopper?.contact, saved)}
            savedPlaces={saved}
            chosenPlace={place}
            onChoosePlace={(index) => checkout.send({ type: 'CHOOSE_PLACE', index })}
            onSubmit={(clientInfo) => checkout.send({ type: 'SUBMIT_INFO', clientInfo })}
          />
        )}
        <OrderSummary />
      </div>
    </div>
  );
}

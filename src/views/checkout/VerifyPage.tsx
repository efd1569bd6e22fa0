import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { emptyClientInfo, type ClientInfo } from '../../domain/client-info';
import { CheckoutActor } from '../../app/CheckoutActor';
import { loginPathFor } from '../auth/loginRoute';
import { useSessionCustomer, useSessionStatus } from '../auth/sessionHooks';
import { useCartItems } from '../shared/shopActors';
import { CheckoutHeader } from './CheckoutHeader';
import { ClientInfoForm } from './ClientInfoForm';
import { useCheckoutPage } from './checkoutRoute';
import { OrderSummary } from './OrderSummary';

/**
 * /verify, checkout step 1 (spec §2): the customer info form and the order summary. Reached with an
 * empty cart or no delivery method, the checkout machine sends the shopper back to the cart.
 */
export default function VerifyPage() {
  const cartCount = useCartItems().length;
  const step = useCheckoutPage('info', { type: 'ENTER_INFO', cartCount });
  const checkout = CheckoutActor.useActorRef();
  const saved = CheckoutActor.useSelector((snapshot) => snapshot.context.clientInfo);
  const customer = useSessionCustomer();
  const signedOut = useSessionStatus() === 'signedOut';
  if (step !== 'info') return null;

  // Saved info first (spec: initial values from the saved client info), else what the account knows.
  const initial: ClientInfo = saved ?? {
    ...emptyClientInfo,
    ...(customer ? { fname: customer.fname, lname: customer.lname, email: customer.email, phone: customer.phone, address: customer.address } : {}),
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <CheckoutHeader backHref="/shopping-cart" backLabel={<Trans>Back to the cart</Trans>} current="info" />
      {signedOut && (
        <p className="mb-6 rounded-lg bg-brand-50 p-3 text-sm">
          <Trans>
            Already a customer?{' '}
            <Link href={loginPathFor('/verify')} className="font-semibold text-brand-700 underline">
              Click here
            </Link>{' '}
            to sign in.
          </Trans>
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ClientInfoForm key={customer?.id ?? 'guest'} initial={initial} onSubmit={(clientInfo) => checkout.send({ type: 'SUBMIT_INFO', clientInfo })} />
        <OrderSummary />
      </div>
    </div>
  );
}

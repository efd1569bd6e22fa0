import { RotateCcw } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { CheckoutFailure } from '../../domain/order-failure';
import { CheckoutActor } from '../../actors/checkout-actor';
import { ErrorPanel } from '../shared/error-panel';
import { Price } from '../shared/price';
import { primaryButtonClass, secondaryButtonClass } from './field-styles';

/**
 * Spec §8: the order/payment failure alert 'Une erreur est survenue', with what the checkout machine
 * lets the shopper do about this failure: retry (the same order: the machine reuses its attempt), pay a
 * changed total, change the method, or go back to the cart when products sold out.
 */
export function ConfirmationFailure({ onRetryFees }: { onRetryFees?: (() => void) | undefined }) {
  const checkout = CheckoutActor.useActorRef();
  const failure = CheckoutActor.useSelector((snapshot) => snapshot.context.failure);
  // What this failure lets the shopper do is the machine's rule: a button per event it accepts now.
  const offers = CheckoutActor.useSelector(
    (snapshot) => ({
      retry: snapshot.can({ type: 'RETRY' }),
      acceptTotal: snapshot.can({ type: 'ACCEPT_TOTAL' }),
      changeMethod: snapshot.can({ type: 'CHANGE_METHOD' }),
      backToCart: snapshot.can({ type: 'BACK_TO_CART' }),
    }),
    sameOffers,
  );
  return (
    <ErrorPanel title={<Trans>An error occurred</Trans>}>
      {failure && <FailureDetail failure={failure} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        {onRetryFees && (
          <button type="button" onClick={onRetryFees} className={primaryButtonClass}>
            <RotateCcw aria-hidden className="size-4" />
            <Trans>Try again</Trans>
          </button>
        )}
        {offers.acceptTotal && failure?.kind === 'totalChanged' && (
          <button type="button" onClick={() => checkout.send({ type: 'ACCEPT_TOTAL' })} className={primaryButtonClass}>
            <Trans>
              Pay <Price amount={failure.total} />
            </Trans>
          </button>
        )}
        {offers.retry && !onRetryFees && (
          <button type="button" onClick={() => checkout.send({ type: 'RETRY' })} className={primaryButtonClass}>
            <RotateCcw aria-hidden className="size-4" />
            <Trans>Try again</Trans>
          </button>
        )}
        {offers.backToCart && (
          <button type="button" onClick={() => checkout.send({ type: 'BACK_TO_CART' })} className={secondaryButtonClass}>
            <Trans>Back to the cart</Trans>
          </button>
        )}
        {offers.changeMethod && (
          <button type="button" onClick={() => checkout.send({ type: 'CHANGE_METHOD' })} className={secondaryButtonClass}>
            <Trans>Change payment method</Trans>
          </button>
        )}
      </div>
    </ErrorPanel>
  );
}

type Offers = Record<'retry' | 'acceptTotal' | 'changeMethod' | 'backToCart', boolean>;
const sameOffers = (a: Offers, b: Offers) =>
  a.retry === b.retry && a.acceptTotal === b.acceptTotal && a.changeMethod === b.changeMethod && a.backToCart === b.backToCart;

function FailureDetail({ failure }: { failure: CheckoutFailure }) {
  switch (failure.kind) {
    case 'totalChanged':
      return (
        <p>
          <Trans>
            Prices have changed since you saw your cart. Your order now costs <Price amount={failure.total} />.
          </Trans>
        </p>
      );
    case 'outOfStock':
      return (
        <p>
          <Trans>Some products of your cart are no longer in stock. Remove them from your cart to order.</Trans>
        </p>
      );
    case 'walletPhone':
      return (
        <p>
          <Trans>This phone number cannot pay with the chosen method. Change the method or the number.</Trans>
        </p>
      );
    case 'alreadyPaid':
      return (
        <p>
          <Trans>This order has already been paid.</Trans>
        </p>
      );
    case 'unexpected':
      return (
        <p>
          <Trans>We could not place your order or start its payment. Please try again in a moment.</Trans>
        </p>
      );
  }
}

import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { CheckoutFailure } from '../../domain/order-failure';
import { CheckoutActor } from '../../app/CheckoutActor';
import { Price } from '../shared/Price';
import { primaryButtonClass, secondaryButtonClass } from './fieldStyles';

/**
 * Spec §8: the order/payment failure alert 'Une erreur est survenue', with what the shopper can do:
 * retry (the same order: the machine reuses its attempt), pay a changed total, or change the method.
 */
export function ConfirmationFailure({ onRetryFees }: { onRetryFees?: (() => void) | undefined }) {
  const checkout = CheckoutActor.useActorRef();
  const failure = CheckoutActor.useSelector((snapshot) => snapshot.context.failure);
  return (
    <div role="alert" className="space-y-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-6">
      <p className="flex items-center gap-2 text-lg font-bold text-red-800">
        <AlertTriangle aria-hidden className="size-5" />
        <Trans>An error occurred</Trans>
      </p>
      {failure && <FailureDetail failure={failure} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        {onRetryFees ? (
          <button type="button" onClick={onRetryFees} className={primaryButtonClass}>
            <RotateCcw aria-hidden className="size-4" />
            <Trans>Try again</Trans>
          </button>
        ) : failure?.kind === 'totalChanged' ? (
          <button type="button" onClick={() => checkout.send({ type: 'ACCEPT_TOTAL' })} className={primaryButtonClass}>
            <Trans>
              Pay <Price amount={failure.total} />
            </Trans>
          </button>
        ) : failure?.kind === 'outOfStock' || failure?.kind === 'alreadyPaid' ? null : (
          <button type="button" onClick={() => checkout.send({ type: 'RETRY' })} className={primaryButtonClass}>
            <RotateCcw aria-hidden className="size-4" />
            <Trans>Try again</Trans>
          </button>
        )}
        {failure?.kind === 'outOfStock' ? (
          <Link href="/shopping-cart" className={secondaryButtonClass}>
            <Trans>Back to the cart</Trans>
          </Link>
        ) : failure?.kind === 'alreadyPaid' ? null : (
          <Link href="/payment" className={secondaryButtonClass}>
            <Trans>Change payment method</Trans>
          </Link>
        )}
      </div>
    </div>
  );
}

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

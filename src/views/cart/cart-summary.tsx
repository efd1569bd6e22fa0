import { Link } from 'wouter';
import { Plural, Trans } from '@lingui/react/macro';
import { CheckoutActor } from '../../actors/checkout-actor';
import { cartMayCheckOut, type CartReport } from '../../machines/checkout';
import { useCartItems } from '../../actors/shop-actors';
import { useCheckoutTotals } from '../checkout/use-checkout-totals';
import { TotalRow } from '../shared/totals-list';
import { DeliveryChoice } from './delivery-choice';

const proceedClasses = 'block w-full rounded-full px-5 py-3 text-center font-semibold';

/**
 * Subtotal, the delivery choice (held by the checkout actor), the total with its fee, and the way on — open when
 * the checkout's own rule lets this cart start (cartMayCheckOut) and the fee is known; otherwise it says why.
 */
export function CartSummary({ report }: { report: CartReport }) {
  const checkout = CheckoutActor.useActorRef();
  const { chosen, methods, totals, feeKnown } = useCheckoutTotals();
  const mayStart = CheckoutActor.useSelector((snapshot) => cartMayCheckOut(snapshot.context, report));
  const canProceed = feeKnown && mayStart;
  const items = useCartItems();
  const soldOutNames = items.filter((item) => report.soldOut.includes(item.id)).map((item) => item.name);
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="space-y-5 self-start rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-6"
    >
      <h2 id="cart-summary-heading" className="text-lg font-bold text-brand-900">
        <Trans>Cart total</Trans>
      </h2>
      <dl>
        <TotalRow label={<Trans>Subtotal</Trans>} amount={totals.subtotal} testId="cart-subtotal" />
      </dl>
      <DeliveryChoice
        methods={methods.data}
        loading={methods.isPending}
        failed={methods.isError}
        onRetry={() => void methods.refetch()}
        chosen={chosen}
        onChoose={(method) => checkout.send({ type: 'CHOOSE_DELIVERY', method })}
      />
      <dl className="space-y-2 border-t border-stone-200 pt-4">
        <TotalRow label={<Trans>Delivery</Trans>} amount={totals.deliveryFee} testId="cart-delivery-fee" />
        <TotalRow label={<Trans>Total</Trans>} amount={totals.total} testId="cart-total" className="text-lg font-bold text-brand-900" />
      </dl>
      {canProceed ? (
        <Link
          href="/verify"
          className={`${proceedClasses} bg-brand-700 text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
        >
          <Trans>Proceed to checkout</Trans>
        </Link>
      ) : (
        <div className="space-y-2">
          {/* Not a link until a method is chosen (spec §2): nothing to follow, but it says why. */}
          <span
            role="link"
            aria-disabled="true"
            aria-describedby="proceed-hint"
            className={`${proceedClasses} cursor-not-allowed bg-stone-300 text-stone-600`}
          >
            <Trans>Proceed to checkout</Trans>
          </span>
          <p id="proceed-hint" className="text-sm text-stone-600">
            {soldOutNames.length > 0 ? <SoldOutHint names={soldOutNames} /> : <Trans>Choose a delivery method to continue.</Trans>}
          </p>
        </div>
      )}
      <Link
        href="/"
        className="block text-center font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Trans>Continue shopping</Trans>
      </Link>
    </section>
  );
}

/** Names what sold out, so the shopper knows which lines to remove (the server's refusal at the last step named none). */
function SoldOutHint({ names }: { names: string[] }) {
  const list = names.join(', ');
  const count = names.length;
  return (
    <span role="alert" className="font-semibold text-red-700">
      <Plural
        value={count}
        one={`No longer in stock: ${list}. Remove it from your cart to order.`}
        other={`No longer in stock: ${list}. Remove them from your cart to order.`}
      />
    </span>
  );
}

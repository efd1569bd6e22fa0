import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { RootActor } from '../../actors/root-actor';
import { shopInspector } from '../../actors/inspector';
import { parseRouteId } from '../../services/api';
import { apiLocale, useLocale } from '../../services/i18n';
import { orderStatusLogic } from '../../services/order-status';
import { AccountPageFrame } from '../account/account-page-frame';
import { accountPaths } from '../account/account-paths';
import { LoadFailed, Loading } from '../shared/load-states';
import { OrderDetails } from './order-details';
import { SignInPrompt } from './sign-in-prompt';

/**
 * /orders/{id}: where PayDunya sends the shopper back (return_url). The order status machine
 * (src/machines/order-status.ts) decides what shows — sign-in, the order with its status (asked again
 * while the payment notification has not come), a new payment for a failed one, or why there is none;
 * this page reads its state and sends the shopper's clicks. A new actor per order and language.
 */
export default function OrderStatusPage() {
  // `id` as the address gives it, for the title.
  const { id } = useParams<{ id: string }>();
  const locale = apiLocale(useLocale());
  return (
    <AccountPageFrame title={<Trans>Order #{id}</Trans>}>
      <OrderStatus key={`${id}:${locale}`} orderId={parseRouteId(id)} locale={locale} />
    </AccountPageFrame>
  );
}

function OrderStatus({ orderId, locale }: { orderId: number | null; locale: string }) {
  const root = RootActor.useActorRef();
  const logic = useMemo(() => orderStatusLogic(root.system, locale), [root, locale]);
  const actor = useActorRef(logic, { input: { orderId }, inspect: shopInspector() });
  const snapshot = useSelector(actor, (state) => state);
  const { order } = snapshot.context;

  if (snapshot.matches('notFound')) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <Trans>This order does not exist.</Trans>
      </p>
    );
  }
  if (snapshot.matches('signedOut') && orderId !== null) return <SignInPrompt returnTo={accountPaths.order(orderId)} />;
  if (snapshot.matches('unavailable')) {
    return (
      <LoadFailed retry={() => actor.send({ type: 'RELOAD' })} retrying={false}>
        <Trans>An error occurred</Trans>
      </LoadFailed>
    );
  }
  if (!order) return <Loading />;
  return (
    <OrderDetails
      order={order}
      payAgain={snapshot.matches('failed') || snapshot.matches('startingPayment') || snapshot.matches('leaving')}
      paying={!snapshot.matches('failed')}
      paymentFailed={snapshot.context.paymentFailure !== null}
      onPay={(payment) => actor.send({ type: 'RETRY_PAYMENT', payment })}
    />
  );
}

import { Package } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useOrders } from '../../services/orders';
import { isSignedIn, useSessionStatus, useSessionUser } from '../auth/session-hooks';
import { EmptyList } from '../shared/empty-list';
import { LoadFailed, Loading } from '../shared/load-states';
import { accountPaths } from './account-paths';
import { AccountPageFrame } from './account-page-frame';
import { OrderList } from './order-list';
import { SignInToContinue } from './sign-in-to-continue';

/** /orders: the signed-in shopper's orders (GET /api/orders); signed out, the way to sign in and come back. */
export default function OrdersPage() {
  const session = useSessionStatus();
  const signedIn = isSignedIn(session);
  const uid = useSessionUser()?.uid ?? null;
  const orders = useOrders(signedIn ? uid : null);

  return (
    <AccountPageFrame title={<Trans>My orders</Trans>}>
      {session === 'signedOut' ? (
        <SignInToContinue returnTo={accountPaths.orders}>
          <Trans>Sign in with your phone number to see your orders.</Trans>
        </SignInToContinue>
      ) : !signedIn || orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <LoadFailed retry={() => void orders.refetch()} retrying={orders.isFetching}>
          <Trans>Your orders could not be loaded.</Trans>
        </LoadFailed>
      ) : orders.data.length === 0 ? (
        <EmptyList icon={<Package className="size-12" />} title={<Trans>You have no orders yet</Trans>}>
          <Trans>Your orders will appear here once you have placed one.</Trans>
        </EmptyList>
      ) : (
        <OrderList orders={orders.data} />
      )}
    </AccountPageFrame>
  );
}

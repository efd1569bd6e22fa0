import { Route, Switch } from 'wouter';
import { parseRouteId } from '../../../services/api';
import { OrderDetailPage } from './order-detail-page';
import { OrderListPage } from './order-list-page';

/** /admin/orders (the list, its filters in the address) and /admin/orders/:id. */
export default function OrdersSection() {
  return (
    <Switch>
      <Route path="/" component={OrderListPage} />
      <Route path="/:id">{(params) => <OrderDetailPage id={parseRouteId(params.id)} />}</Route>
    </Switch>
  );
}

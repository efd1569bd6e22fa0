// Every flow machine of issue 11 the report covers, whether or not a browser flow plays it yet; and the back
// office's own and the order's (issue 20), and the back office's live feed. The order machine runs on the server only (orders.state, moved by
// server/orders/order-service.ts), so no browser probe reports it: until a flow measures it from what the server
// did, the report lists each of its states and transitions as not reached, with that reason.
import type { AnyStateMachine } from 'xstate';
import { adminAccessMachine } from '../../src/machines/admin-access';
import { orderActionMachine } from '../../src/machines/admin-order-action';
import { recordEditorMachine } from '../../src/machines/admin-record-editor';
import { bookingMachine } from '../../src/machines/booking';
import { cartMachine } from '../../src/machines/cart';
import { categoryFilterMachine } from '../../src/machines/category-filter';
import { checkoutMachine } from '../../src/machines/checkout';
import { contactMachine } from '../../src/machines/contact';
import { liveFeedMachine } from '../../src/machines/live-feed';
import { loginMachine } from '../../src/machines/login';
import { orderMachine } from '../../src/machines/order';
import { orderStatusMachine } from '../../src/machines/order-status';
import { sessionMachine } from '../../src/machines/session';
import { wishlistMachine } from '../../src/machines/wishlist';

export const flowMachines: AnyStateMachine[] = [
  loginMachine,
  sessionMachine,
  cartMachine,
  wishlistMachine,
  categoryFilterMachine,
  checkoutMachine,
  orderStatusMachine,
  bookingMachine,
  contactMachine,
  adminAccessMachine,
  orderActionMachine,
  recordEditorMachine,
  liveFeedMachine,
  orderMachine,
];

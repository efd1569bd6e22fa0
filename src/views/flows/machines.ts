import type { AnyStateMachine } from 'xstate';
import { bookingMachine } from '../../machines/booking';
import { bookingWords } from '../../machines/booking.words';
import { cartMachine } from '../../machines/cart';
import { cartWords } from '../../machines/cart.words';
import { categoryFilterMachine } from '../../machines/category-filter';
import { categoryFilterWords } from '../../machines/category-filter.words';
import { checkoutMachine } from '../../machines/checkout';
import { checkoutWords } from '../../machines/checkout.words';
import { contactMachine } from '../../machines/contact';
import { contactWords } from '../../machines/contact.words';
import { loginMachine } from '../../machines/login';
import { loginWords } from '../../machines/login.words';
import { orderMachine } from '../../machines/order';
import { orderWords } from '../../machines/order.words';
import { orderStatusMachine } from '../../machines/order-status';
import { orderStatusWords } from '../../machines/order-status.words';
import { sessionMachine } from '../../machines/session';
import { sessionWords } from '../../machines/session.words';
import { wishlistMachine } from '../../machines/wishlist';
import { wishlistWords } from '../../machines/wishlist.words';
import { adminAccessMachine } from '../../machines/admin-access';
import { adminAccessWords } from '../../machines/admin-access.words';
import { orderActionMachine } from '../../machines/admin-order-action';
import { orderActionWords } from '../../machines/admin-order-action.words';
import { liveFeedMachine } from '../../machines/live-feed';
import { liveFeedWords } from '../../machines/live-feed.words';
import { recordEditorMachine } from '../../machines/admin-record-editor';
import { recordEditorWords } from '../../machines/admin-record-editor.words';
import type { MachineWords } from '../../machines/words';

export interface FlowMachine {
  /** The name in the studio's address and in docs/flows; its file in src/machines is this name in kebab-case. */
  name: string;
  machine: AnyStateMachine;
  words: MachineWords<string>;
}

/** Every flow the shop runs, in the order the product owner meets them. */
export const flowMachines: readonly FlowMachine[] = [
  { name: 'cart', machine: cartMachine, words: cartWords },
  { name: 'wishlist', machine: wishlistMachine, words: wishlistWords },
  { name: 'categoryFilter', machine: categoryFilterMachine, words: categoryFilterWords },
  { name: 'login', machine: loginMachine, words: loginWords },
  { name: 'session', machine: sessionMachine, words: sessionWords },
  { name: 'checkout', machine: checkoutMachine, words: checkoutWords },
  { name: 'orderStatus', machine: orderStatusMachine, words: orderStatusWords },
  { name: 'booking', machine: bookingMachine, words: bookingWords },
  { name: 'contact', machine: contactMachine, words: contactWords },
  // The shop's side: the back office runs each order through this one.
  { name: 'order', machine: orderMachine, words: orderWords },
  // The back office's own flows: who may enter, a staff member's action on an order, editing the catalogue, the live feed.
  { name: 'adminAccess', machine: adminAccessMachine, words: adminAccessWords },
  { name: 'adminOrderAction', machine: orderActionMachine, words: orderActionWords },
  { name: 'adminRecordEditor', machine: recordEditorMachine, words: recordEditorWords },
  { name: 'liveFeed', machine: liveFeedMachine, words: liveFeedWords },
];

export function flowMachine(name: string): FlowMachine | undefined {
  return flowMachines.find((flow) => flow.name === name);
}

import type { AnyStateMachine } from 'xstate';
import { bookingMachine, bookingWords } from '../../machines/booking';
import { cartMachine, cartWords } from '../../machines/cart';
import { categoryFilterMachine, categoryFilterWords } from '../../machines/categoryFilter';
import { checkoutMachine, checkoutWords } from '../../machines/checkout';
import { contactMachine, contactWords } from '../../machines/contact';
import { loginMachine, loginWords } from '../../machines/login';
import { sessionMachine, sessionWords } from '../../machines/session';
import { wishlistMachine, wishlistWords } from '../../machines/wishlist';
import type { MachineWords } from '../../machines/words';

export interface FlowMachine {
  /** The name in the studio's address and in docs/flows: the file name in src/machines. */
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
  { name: 'booking', machine: bookingMachine, words: bookingWords },
  { name: 'contact', machine: contactMachine, words: contactWords },
];

export function flowMachine(name: string): FlowMachine | undefined {
  return flowMachines.find((flow) => flow.name === name);
}

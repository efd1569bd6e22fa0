import { createActorContext } from '@xstate/react';
import { checkoutMachine } from '../machines/checkout';

/**
 * The checkout flow spans the cart (delivery choice), /verify, /payment and /payment/confirmation,
 * so its actor lives in the main layout rather than in one page.
 */
export const CheckoutActor = createActorContext(checkoutMachine);

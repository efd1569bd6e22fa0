import { orderActions, type OrderAction, type OrderState } from '../../../domain/admin';
import type { DeliveryMethodCode } from '../../../domain/catalog';
import { orderActionEvent, orderMachine } from '../../../machines/order';

/**
 * The staff actions the order machine accepts in `state` for this delivery method: the machine is asked
 * (`snapshot.can`), nothing of its rules is copied. The same answer as `allowedOrderActions` of
 * src/machines/order.ts, without its `transition` call: xstate's `transition` is in the entry chunk's xstate
 * module, and using it from here would add ~1.5 KB to every shopper's first load.
 */
export function allowedActions(state: OrderState, shippingMethod: DeliveryMethodCode): OrderAction[] {
  const snapshot = orderMachine.resolveState({ value: state, context: { shippingMethod } });
  return orderActions.filter((action) => snapshot.can(orderActionEvent(action)));
}

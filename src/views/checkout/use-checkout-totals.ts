import { cartTotals, type CartTotals } from '../../domain/cart-totals';
import { CheckoutActor } from '../../actors/checkout-actor';
import { useDeliveryMethods } from '../../services/delivery';
import { useCartItems } from '../../actors/shop-actors';

/**
 * The cart as the cart page and the checkout show it: lines, the delivery methods, the chosen one
 * (code and method, once the methods are known) with its real fee, and the total.
 */
export function useCheckoutTotals() {
  const items = useCartItems();
  const chosen = CheckoutActor.useSelector((snapshot) => snapshot.context.deliveryMethod);
  const methods = useDeliveryMethods();
  const method = methods.data?.find((candidate) => candidate.code === chosen) ?? null;
  const totals: CartTotals = cartTotals(items, method?.fee ?? null);
  return { items, chosen, methods, method, totals, feeKnown: method !== null };
}

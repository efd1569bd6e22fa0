import { cartTotals, type CartTotals } from '../../domain/cart-totals';
import { CheckoutActor } from '../../app/CheckoutActor';
import { useDeliveryMethods } from '../../services/delivery';
import { useCartItems } from '../shared/shopActors';

/** The cart as the checkout shows it: lines, the chosen delivery method's real fee and the total. */
export function useCheckoutTotals() {
  const items = useCartItems();
  const deliveryMethod = CheckoutActor.useSelector((snapshot) => snapshot.context.deliveryMethod);
  const methods = useDeliveryMethods();
  const method = methods.data?.find((candidate) => candidate.code === deliveryMethod) ?? null;
  const totals: CartTotals = cartTotals(items, method?.fee ?? null);
  return { items, method, totals, feeKnown: method !== null, methodsFailed: methods.isError, retryMethods: () => void methods.refetch() };
}

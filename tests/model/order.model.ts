import type { ModelOptions } from './paths';
import { orderMachine } from '../../src/machines/order';
import type { DeliveryMethodCode } from '../../src/domain/catalog';

// The order machine's model, for an order delivered by courier or collected in the shop: what the path tests
// (order.test.ts) and the flow studio's path list generate from. Every event is sent as `{ type }`.
export function orderModelOf(shippingMethod: DeliveryMethodCode): ModelOptions<typeof orderMachine> {
  return { name: `order (${shippingMethod})`, machine: orderMachine, input: { shippingMethod } };
}

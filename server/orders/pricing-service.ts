/**
 * Cart pricing (DESIGN "API contract"): every price, the delivery fee and the total come from the
 * database, through the same pure totals as the cart page, so the shopper is charged what the cart showed.
 */
import type { ContentLocale } from '../../src/domain/api';
import { cartTotals } from '../../src/domain/cart-totals';
import type { DeliveryMethodCode } from '../../src/domain/catalog';
import { splitPayment } from '../../src/domain/payment-split';
import type { Db } from '../db/client';
import { ConflictError, HttpError } from '../errors';
import { pricingFacts, type NewOrderRow } from './repository';

export interface PricedOrder {
  price: NewOrderRow['price'];
  lines: NewOrderRow['lines'];
}

/** The same product twice in one payload counts once, with its quantities added (still at most 99). */
function mergedQuantities(cart: readonly { id: number; quantity: number }[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of cart) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const over = [...quantities].filter(([, quantity]) => quantity > 99).map(([id]) => id);
  if (over.length > 0) throw new HttpError(400, 'ValidationError', 'At most 99 of each product per order.', { product_ids: over });
  return quantities;
}

/**
 * Prices a cart from the database. Unknown products → 400; products out of stock → 409: either way the
 * message names them so the shopper knows what to change.
 */
export async function priceCart(
  db: Db,
  cart: readonly { id: number; quantity: number }[],
  shippingMethod: DeliveryMethodCode,
  locale: ContentLocale,
): Promise<PricedOrder> {
  const quantities = mergedQuantities(cart);
  const ids = [...quantities.keys()];
  const { rows, deliveryFee } = await pricingFacts(db, ids, shippingMethod);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new HttpError(400, 'UnknownProduct', `These products do not exist: ${unknown.join(', ')}.`, { product_ids: unknown });
  const unavailable = rows.filter((row) => !row.availability);
  if (unavailable.length > 0) {
    const names = unavailable.map((row) => (locale === 'fr' ? row.nameFr : row.nameEn));
    throw new ConflictError(`Out of stock: ${names.join(', ')}. Remove them from the cart to order.`, {
      reason: 'out_of_stock',
      product_ids: unavailable.map((row) => row.id),
    });
  }

  if (deliveryFee === null)
    throw new HttpError(400, 'UnknownDeliveryMethod', `Delivery method ${shippingMethod} is not offered.`, {
      shipping_method: shippingMethod,
    });

  const lines = ids.map((id) => {
    const row = byId.get(id);
    const quantity = quantities.get(id);
    if (!row || quantity === undefined) throw new Error('unreachable: every id was checked above');
    return {
      productId: id,
      name: locale === 'fr' ? row.nameFr : row.nameEn,
      unitPrice: row.price,
      quantity,
      lineTotal: row.price * quantity,
    };
  });
  const { subtotal, total } = cartTotals(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
    deliveryFee,
  );
  return { price: { subtotal, deliveryFee, total, ...splitPayment(total) }, lines };
}

/**
 * What an order costs, from catalogue prices and the delivery fee (integers in XOF). The server prices
 * every order with this from the database; nothing the browser sends is trusted.
 */
export interface PricedLineInput {
  unitPrice: number;
  quantity: number;
}

export interface OrderPrice {
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** Paid online now: the whole total (DESIGN deviation 4). */
  deposit: number;
  /** Left to pay on delivery or collection. */
  rest: number;
}

export function priceOrder(lines: readonly PricedLineInput[], deliveryFee: number): OrderPrice {
  for (const value of [deliveryFee, ...lines.flatMap((line) => [line.unitPrice, line.quantity])]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`amounts and quantities are non-negative integers, got ${value}`);
  }
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const total = subtotal + deliveryFee;
  return { subtotal, deliveryFee, total, deposit: total, rest: 0 };
}

/**
 * Cart totals in XOF, which has no minor unit: integers only, so the cart page and the server's order
 * pricing compute the very same amounts. Pure; the server imports it too.
 */

export interface PricedLine {
  /** Unit price, XOF. */
  price: number;
  quantity: number;
}

export interface CartTotals {
  /** Sum of unit price × quantity. */
  subtotal: number;
  /** The chosen delivery method's fee, or null while none is chosen. */
  deliveryFee: number | null;
  /** Subtotal plus the fee (the subtotal alone while no method is chosen). */
  total: number;
}

function requireXof(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${what} must be a whole, non-negative XOF amount, got ${amount}`);
  return amount;
}

export function lineTotal(line: PricedLine): number {
  requireXof(line.price, 'price');
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`quantity must be a whole number of at least 1, got ${line.quantity}`);
  return requireXof(line.price * line.quantity, 'line total');
}

export function cartSubtotal(lines: readonly PricedLine[]): number {
  return requireXof(
    lines.reduce((sum, line) => sum + lineTotal(line), 0),
    'subtotal',
  );
}

export function cartTotals(lines: readonly PricedLine[], deliveryFee: number | null): CartTotals {
  const subtotal = cartSubtotal(lines);
  if (deliveryFee === null) return { subtotal, deliveryFee: null, total: subtotal };
  requireXof(deliveryFee, 'delivery fee');
  return { subtotal, deliveryFee, total: requireXof(subtotal + deliveryFee, 'total') };
}

/**
 * How an order's total is paid (DESIGN deviation 4): the deposit is what is paid online — the whole
 * total, since the shopper pays by wallet or card at checkout — and the rest is what remains due on
 * delivery or collection. Apart from order.ts's schemas: the checkout's machine, in the cart's first screen,
 * runs without zod.
 */
export function splitPayment(total: number): { deposit: number; rest: number } {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be a whole, non-negative XOF amount, got ${total}`);
  return { deposit: total, rest: 0 };
}

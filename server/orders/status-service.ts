/**
 * The shopper's own orders as their pages read them: lines named in the page's language, and, while an
 * order may still hear from PayDunya, the status page's question to PayDunya (so a lost notification
 * does not leave it waiting).
 */
import type { ContentLocale } from '../../src/domain/api';
import type { Order } from '../../src/domain/order';
import type { OrderState } from '../../src/domain/order-state';
import type { Db } from '../db/client';
import { reconcileOrder, type ReconcileDeps } from '../payments/reconcile';
import { linesNamedIn } from './line-names';
import { orderOfCaller } from './order-service';
import { orderListOfUid, orderOfUid, orderWithItems } from './repository';

/** States PayDunya may still have news about (a payment, or a late one after expiry or a cancel). */
const awaitsPaymentNews = (state: OrderState) => state === 'pending_payment' || state === 'expired' || state === 'cancelled';

// A slow PayDunya does not hold the page: past this the order is answered as it is, and the question goes on.
const answerWithinMs = 3_000;

async function askPaydunyaBriefly(deps: ReconcileDeps, orderId: number): Promise<void> {
  const asked = reconcileOrder(deps, orderId).catch((error: unknown) => {
    deps.log.warn({ orderId, err: error instanceof Error ? error.message : String(error) }, 'paydunya reconcile failed');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([asked, new Promise<void>((resolve) => (timer = setTimeout(resolve, answerWithinMs)))]);
  clearTimeout(timer);
}

/** The caller's orders, newest first. */
export async function ordersOfCaller(db: Db, uid: string, locale: ContentLocale): Promise<Order[]> {
  return linesNamedIn(db, await orderListOfUid(db, uid), locale);
}

/**
 * One of the caller's orders for its status page, which polls it while it waits: PayDunya is asked too
 * (at most once every few seconds per attempt, whatever the number of tabs).
 */
export async function orderForStatusPage(deps: ReconcileDeps, uid: string, orderId: number, locale: ContentLocale): Promise<Order> {
  const { db } = deps;
  const row = await orderOfCaller(db, uid, orderId);
  // Lines named in the page's language (a French checkout's order read in English).
  const named = async (order: Order) => (await linesNamedIn(db, [order], locale))[0] ?? order;
  if (!awaitsPaymentNews(row.state)) return named(await orderWithItems(db, row));
  await askPaydunyaBriefly(deps, row.id);
  const fresh = (await orderOfUid(db, row.id, uid)) ?? row;
  return named(await orderWithItems(db, fresh));
}

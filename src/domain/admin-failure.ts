import type { OrderAction, OrderState } from './admin-orders';

/**
 * What a refused back-office call means, so a page can say it: the server's field messages for a 400,
 * the state that refused an order action, both versions of an edit someone else saved first, or a
 * plain status (401 signed out, 403 no role, 404 gone, 0 no answer). In the domain so the back office's
 * machines (src/machines/admin*.ts) can tell a conflict from another refusal without importing a service.
 */
export type AdminFailure =
  | { kind: 'invalid'; fields: { path: string; message: string }[]; message: string }
  | { kind: 'refused'; state: OrderState; allowed: OrderAction[] }
  | { kind: 'conflict'; current: Record<string, unknown>; submitted: Record<string, unknown> }
  | { kind: 'status'; status: number; message: string };

export class AdminCallError extends Error {
  override readonly name = 'AdminCallError';
  constructor(readonly failure: AdminFailure) {
    super(`Back-office call refused: ${failure.kind}`);
  }
}

/** The failure a back-office call was refused with, if `error` is one. */
export const adminFailureIn = (error: unknown): AdminFailure | null => (error instanceof AdminCallError ? error.failure : null);

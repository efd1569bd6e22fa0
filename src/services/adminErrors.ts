import { apiErrorSchema, validationErrorDetailsSchema } from '../domain/api';
import { transitionRefusedDetailsSchema, versionConflictDetailsSchema, type OrderAction, type OrderState } from '../domain/admin';
import { HTTPError } from './api';

/**
 * What a refused back-office call means, so a page can say it: the server's field messages for a 400,
 * the state that refused an order action, both versions of an edit someone else saved first, or a
 * plain status (401 signed out, 403 no role, 404 gone, 0 no answer).
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

export async function adminFailureOf(error: unknown): Promise<AdminFailure> {
  // By name, so this module does not import the Firebase adapter for one class (component tests mock it whole).
  if (error instanceof Error && error.name === 'NotSignedInError') return { kind: 'status', status: 401, message: error.message };
  if (!(error instanceof HTTPError)) return { kind: 'status', status: 0, message: error instanceof Error ? error.message : String(error) };
  const { status } = error.response;
  const body = apiErrorSchema.safeParse(await error.response.clone().json().catch(() => null));
  const message = body.data?.error.message ?? '';
  const details = body.data?.error.details;
  if (status === 400) {
    const fields = validationErrorDetailsSchema.safeParse(details).data?.fields.map(({ path, message: text }) => ({ path, message: text })) ?? [];
    return { kind: 'invalid', fields, message };
  }
  if (status === 409) {
    const refused = transitionRefusedDetailsSchema.safeParse(details);
    if (refused.success) return { kind: 'refused', state: refused.data.state, allowed: refused.data.allowed };
    const conflict = versionConflictDetailsSchema.safeParse(details);
    if (conflict.success) return { kind: 'conflict', current: conflict.data.current, submitted: conflict.data.submitted };
  }
  return { kind: 'status', status, message };
}

/** Runs a back-office call, turning any refusal into an AdminCallError that carries its meaning. */
export async function adminCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AdminCallError(await adminFailureOf(error));
  }
}

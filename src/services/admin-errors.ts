import { apiErrorSchema, validationErrorDetailsSchema } from '../domain/api';
import { transitionRefusedDetailsSchema, versionConflictDetailsSchema } from '../domain/admin';
import { AdminCallError, type AdminFailure } from '../domain/admin-failure';
import { HTTPError } from './api';

export { AdminCallError, type AdminFailure } from '../domain/admin-failure';

export async function adminFailureOf(error: unknown): Promise<AdminFailure> {
  // By name, so this module does not import the Firebase adapter for one class (component tests mock it whole).
  if (error instanceof Error && error.name === 'NotSignedInError') return { kind: 'status', status: 401, message: error.message };
  if (!(error instanceof HTTPError)) return { kind: 'status', status: 0, message: error instanceof Error ? error.message : String(error) };
  const { status } = error.response;
  const body = apiErrorSchema.safeParse(
    await error.response
      .clone()
      .json()
      .catch(() => null),
  );
  const message = body.data?.error.message ?? '';
  const details = body.data?.error.details;
  if (status === 400) {
    const fields =
      validationErrorDetailsSchema.safeParse(details).data?.fields.map(({ path, message: text }) => ({ path, message: text })) ?? [];
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

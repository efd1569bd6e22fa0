import { apiErrorSchema, validationErrorDetailsSchema } from '../domain/api';
import { createdResponseSchema } from '../domain/booking';
import type { FieldMessage, SendFailure } from '../domain/contact-fields';
import { api, HTTPError } from './api';
import { authApi } from './authApi';

/**
 * Sending the shop's forms (bookings, contact messages): what the API answers is turned into the
 * SendFailure their flow machines show, field by field for a 400.
 */

const reasonOfStatus: Record<number, SendFailure['reason']> = { 400: 'invalid', 404: 'notFound', 409: 'conflict', 429: 'rateLimited' };

/** What a refused or failed send means for the form: the server's field messages for a 400. */
async function sendFailureFromError(error: unknown): Promise<SendFailure> {
  if (!(error instanceof HTTPError)) return { reason: 'unavailable', fields: [] };
  const reason = reasonOfStatus[error.response.status] ?? 'unavailable';
  let fields: FieldMessage[] = [];
  if (reason === 'invalid') {
    const body = apiErrorSchema.safeParse(await error.response.json().catch(() => null));
    const details = validationErrorDetailsSchema.safeParse(body.data?.error.details);
    fields = details.data?.fields.filter((field) => field.in === 'body').map(({ path, message }) => ({ path, message })) ?? [];
  }
  return { reason, fields };
}

/** POSTs JSON; with `signedIn`, through the client that adds the shopper's Firebase ID token. */
export async function postJson(path: string, json: unknown, { signedIn }: { signedIn: boolean }): Promise<{ id: number }> {
  try {
    const body: unknown = await (signedIn ? authApi : api).post(path, { json }).json();
    return createdResponseSchema.parse(body).data;
  } catch (error) {
    throw await sendFailureFromError(error);
  }
}

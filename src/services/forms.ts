import { apiErrorSchema, validationErrorDetailsSchema } from '../domain/api';
import type { z } from 'zod/mini';
import { createdResponseSchema, type CreatedResponse } from '../domain/booking';
import type { FieldMessage, SendFailure } from '../domain/contact-fields';
import { api, HTTPError } from './api';
import { authApi } from './auth-api';

/**
 * Sending the shop's forms (bookings, contact messages): what the API answers is turned into the
 * SendFailure their flow machines show, field by field for a 400.
 */

const reasonOfStatus: Record<number, SendFailure['reason']> = { 400: 'invalid', 404: 'notFound', 409: 'conflict', 429: 'rateLimited' };

/** What a refused or failed send means for the form: the server's field messages for a 400. */
async function sendFailureFromError(error: unknown): Promise<SendFailure> {
  if (!(error instanceof HTTPError)) return { reason: 'unavailable', fields: [] };
  const reason = reasonOfStatus[error.response.status] ?? 'unavailable';
  if (reason !== 'invalid' && reason !== 'conflict') return { reason, fields: [] };
  const body = apiErrorSchema.safeParse(await error.response.json().catch(() => null));
  // A 409 is a taken slot, or an event with no place left (the server says which).
  if (reason === 'conflict') return { reason: body.data?.error.details.reason === 'event_full' ? 'full' : 'conflict', fields: [] };
  const details = validationErrorDetailsSchema.safeParse(body.data?.error.details);
  const fields: FieldMessage[] =
    details.data?.fields.filter((field) => field.in === 'body').map(({ path, message }) => ({ path, message })) ?? [];
  return { reason, fields };
}

/**
 * POSTs JSON; with `signedIn`, through the client that adds the shopper's Firebase ID token. The answer is
 * read with `answer` (the stored record's id unless told otherwise).
 */
export async function postJson<Answer extends { data: unknown } = CreatedResponse>(
  path: string,
  json: unknown,
  { signedIn }: { signedIn: boolean },
  answer: z.ZodMiniType<Answer> = createdResponseSchema as unknown as z.ZodMiniType<Answer>,
): Promise<Answer['data']> {
  try {
    const body: unknown = await (signedIn ? authApi : api).post(path, { json }).json();
    return answer.parse(body).data;
  } catch (error) {
    throw await sendFailureFromError(error);
  }
}

/**
 * What the logs must never show, should someone log it by mistake: keys that usually hold what a shopper typed or a
 * credential, at any of the first three levels of a logged object, and the credentials among logged headers.
 *
 * Done by hand rather than with pino's `redact`: its wildcard paths (`*.email`, `*.*.email`) ran all of them on the
 * request id bound to each request's logger, at every request even with no line written (~2% of a process serving
 * cached pages under load, issue 23's profile). Here the work happens only when a line is written.
 */

/** Keys that hold what a shopper typed or a credential; `body` and `params` (a query's parameters) as a whole. */
const personalKeys = new Set([
  'fname',
  'lname',
  'name',
  'fullName',
  'email',
  'phone',
  'phoneNumber',
  'phone_number',
  'payment_phone',
  'address',
  'city',
  'zip',
  'client_info',
  'clientInfo',
  'customer',
  'auth_id',
  'token',
  'idToken',
  'password',
  'body',
  'params',
  'detail',
]);

/** Under a `headers` object: who the caller is. */
const credentialHeaders = new Set(['authorization', 'cookie', 'set-cookie']);

export const censored = '[redacted]';

/** How deep personal keys are looked for: the logged object's own keys, theirs, and theirs again. */
export const censoredLevels = 3;

type Fields = Record<string, unknown>;

/** A copy to write the censored values into, of the same kind (an array, an Error…), the original left as it was. */
function copyOf(value: object): Fields {
  if (Array.isArray(value)) return [...value] as unknown as Fields;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as Fields;
}

/** The field as it may be logged: censored, or with its own fields looked at `levels` deep. */
function fieldKept(key: string, field: unknown, levels: number, inHeaders: boolean): unknown {
  if (field === undefined) return field;
  if (personalKeys.has(key) || (inHeaders && credentialHeaders.has(key.toLowerCase()))) return censored;
  return withoutPersonalData(field, levels, key === 'headers');
}

/** `fields` with `keep(key, field)` for each field: itself when nothing changed, else a copy. */
function replaced(fields: Fields, keep: (key: string, field: unknown) => unknown): Fields {
  let copy: Fields | undefined;
  for (const key of Object.keys(fields)) {
    const field = fields[key];
    const kept = keep(key, field);
    if (kept === field) continue;
    copy ??= copyOf(fields);
    copy[key] = kept;
  }
  return copy ?? fields;
}

/**
 * `value` with the personal keys of its first `levels` levels censored (and the credentials of a `headers` object):
 * itself when there are none, else a copy made only along the way to them (typed as the value, for a log line only).
 */
export function withoutPersonalData<T>(value: T, levels = censoredLevels, inHeaders = false): T {
  // Bytes are not walked: a buffer's keys are its indices.
  if (levels <= 0 || typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  return replaced(value as Fields, (key, field) => fieldKept(key, field, levels - 1, inHeaders)) as T;
}

/**
 * A log line's own fields (pino's merge object), as `withoutPersonalData` and with a top-level `message` (the contact
 * form's text; deeper down, `message` is an error's, which the err serializer scrubs). The fields a serializer writes
 * are left to it: it is handed the live request or reply, which must not be copied (logging.ts censors what it returns).
 */
export function withoutPersonalFields(fields: Fields, serialized: ReadonlySet<string>): Fields {
  return replaced(fields, (key, field) => {
    if (serialized.has(key)) return field;
    if (key === 'message' && field !== undefined) return censored;
    return fieldKept(key, field, censoredLevels - 1, false);
  });
}

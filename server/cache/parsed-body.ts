/**
 * A kept JSON answer read back as a value once per kept body, not at every request: the page answers read the
 * catalogue's facts and first-screen answers this way, and parsing them each time was a hot spot of a process serving
 * pages under load (issue 23's profile). A body the cache replaces is a new buffer, parsed anew; the value is shared,
 * so callers only read it.
 */
const parsed = new WeakMap<Buffer, unknown>();

export function parsedBody(body: Buffer): unknown {
  if (parsed.has(body)) return parsed.get(body);
  const value: unknown = JSON.parse(body.toString('utf8'));
  parsed.set(body, value);
  return value;
}

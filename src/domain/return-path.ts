/**
 * Where a flow may send the shopper back to (e.g. the sign-in's `?returnTo=`): a page of this shop only,
 * never another site (an open redirect) and never the sign-in pages themselves (a loop).
 */
export const homePath = '/';

/** Longer than any page of the shop; a longer one is not ours. */
const maxLength = 512;

// Only the path, query and fragment matter; the origin is there to resolve against and is never returned.
const probeOrigin = 'https://return-path.invalid';

/**
 * `candidate` as a same-site path ('/verify', '/orders/12?x=1'), or '/' when it is anything else: missing,
 * not starting with a single '/', holding '//', '\' or control characters (which browsers drop or read
 * as '/'), or a path under /auth once dot segments are resolved.
 */
export function returnPathOf(candidate: string | null | undefined): string {
  if (typeof candidate !== 'string' || candidate.length > maxLength) return homePath;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!candidate.startsWith('/') || candidate.includes('//') || candidate.includes('\\') || /[\u0000-\u001f\u007f]/.test(candidate)) {
    return homePath;
  }
  let url: URL;
  try {
    url = new URL(candidate, probeOrigin);
  } catch {
    return homePath;
  }
  if (url.origin !== probeOrigin || /^\/auth(?:\/|$)/i.test(url.pathname)) return homePath;
  return `${url.pathname}${url.search}${url.hash}`;
}

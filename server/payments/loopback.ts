const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The http(s) origin of `url` when its host is this machine (localhost, 127.0.0.1, [::1]); otherwise null. */
export function loopbackOriginOf(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  return web && loopbackHostnames.has(parsed.hostname) ? parsed.origin : null;
}

/**
 * A response body compressed once, when it is built, instead of at every request: the catalogue
 * is read far more often than it changes. Brotli runs at its best quality (11) because the cost
 * is paid once per change; @fastify/compress's per-request default (quality 4) came out larger
 * than gzip on the catalogue.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Coding = 'br' | 'gzip' | 'identity';

export interface EncodedBody {
  /** One strong ETag per content coding: they are different representations (RFC 9110 §8.8.3). */
  readonly etags: Readonly<Record<Coding, string>>;
  readonly bodies: Readonly<Partial<Record<Coding, Buffer>>> & { readonly identity: Buffer };
  /** Bytes held, to bound the cache. */
  readonly size: number;
}

/** Below this, compression saves less than the header costs. */
const compressFrom = 1024;

export async function encodeBody(json: string): Promise<EncodedBody> {
  const identity = Buffer.from(json, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etags = { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
  if (identity.length < compressFrom) return { etags, bodies: { identity }, size: identity.length };
  // The thread pool compresses, so a rebuild does not stall the requests being served meanwhile.
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { etags, bodies: { identity, br, gzip: gz }, size: identity.length + br.length + gz.length };
}

interface Acceptable {
  br: boolean;
  gzip: boolean;
}

function parseAcceptEncoding(acceptEncoding: string): Acceptable {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const acceptable = (coding: Coding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  return { br: acceptable('br'), gzip: acceptable('gzip') };
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once (bounded, oldest out). */
const acceptedCodings = new Map<string, Acceptable>();
const rememberedAcceptEncodings = 64;

function acceptableOf(acceptEncoding: string): Acceptable {
  let acceptable = acceptedCodings.get(acceptEncoding);
  if (acceptable === undefined) {
    acceptable = parseAcceptEncoding(acceptEncoding);
    if (acceptedCodings.size >= rememberedAcceptEncodings) acceptedCodings.delete(acceptedCodings.keys().next().value ?? '');
    // A hostile client's long header is parsed each time rather than kept.
    if (acceptEncoding.length <= 256) acceptedCodings.set(acceptEncoding, acceptable);
  }
  return acceptable;
}

/** The client's preferred coding among those we hold: br, then gzip, then identity; q=0 refuses one. */
export function chooseCoding(acceptEncoding: string | undefined, body: EncodedBody): Coding {
  if (!acceptEncoding) return 'identity';
  const acceptable = acceptableOf(acceptEncoding);
  if (body.bodies.br && acceptable.br) return 'br';
  if (body.bodies.gzip && acceptable.gzip) return 'gzip';
  return 'identity';
}

/** Weak comparison, as If-None-Match asks (RFC 9110 §13.1.2): W/"x" matches "x". */
export function isNotModified(ifNoneMatch: string | undefined, body: EncodedBody): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const held = new Set(Object.values(body.etags));
  return ifNoneMatch.split(',').some((tag) => held.has(tag.trim().replace(/^W\//, '')));
}

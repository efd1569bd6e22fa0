/**
 * The catalogue's responses kept in memory, already serialized and compressed, per route and
 * validated query. Any catalogue write empties it (see invalidation.ts), in this process at once
 * and in the others through the database.
 */
import { encodeBody, type EncodedBody } from './encoded-body';

interface Entry {
  body: Promise<EncodedBody>;
  size: number;
  /** Date.now() after which the entry is rebuilt, for content that ages by itself (upcoming events). */
  expiresAt: number;
}

export interface CacheOptions {
  /** Bytes of bodies kept (identity + gzip + br); the least recently used go first. */
  maxBytes?: number;
  /** Entries kept, whatever their size; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

export interface GetOptions {
  /** Rebuild after this long even without a write. */
  maxAgeMs?: number;
}

/** Values made from the catalogue kept at most (a page's head and Link header per address and language). */
const keptValues = 2000;

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly values = new Map<string, unknown>();
  private generation = 0;
  private bytes = 0;
  /** Off while this process could miss another's invalidation (no LISTEN connection). */
  private enabled = true;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ maxBytes = 32 * 1024 * 1024, maxEntries = Infinity, now = Date.now }: CacheOptions = {}) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /**
   * The body under `key`, built by `serialize` when missing. Concurrent misses share one build;
   * a build that an invalidation overtook is served to the requests that asked for it (they came
   * before the write) but not kept.
   */
  get(key: string, serialize: () => Promise<string>, { maxAgeMs = Infinity }: GetOptions = {}): Promise<EncodedBody> {
    const now = this.now();
    const held = this.entries.get(key);
    if (held && held.expiresAt > now) {
      // Re-inserting keeps the Map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held.body;
    }
    if (held) this.forget(key, held);
    const body = serialize().then(encodeBody);
    if (!this.enabled) return body;
    const entry: Entry = { body, size: 0, expiresAt: now + maxAgeMs };
    const generation = this.generation;
    this.entries.set(key, entry);
    body.then(
      (built) => {
        if (this.generation !== generation || this.entries.get(key) !== entry) return;
        entry.size = built.size;
        this.bytes += built.size;
        this.evictBeyondBudget();
      },
      () => {
        // A failed build (404, database error) is not kept: the next request tries again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return body;
  }

  /**
   * A value made from the catalogue's answers (not an answer itself: nothing to serialize or compress), kept until the
   * catalogue changes as the answers are: what a page derives from them at each request, made once per version. A
   * promise that fails is not kept. The oldest made go first beyond a few thousand (the keys may come from addresses).
   * Only for values of answers that age by writes alone (no maxAgeMs).
   */
  remember<V>(key: string, make: () => V): V {
    if (this.values.has(key)) return this.values.get(key) as V;
    const value = make();
    if (!this.enabled) return value;
    if (this.values.size >= keptValues) this.values.delete(this.values.keys().next().value ?? key);
    this.values.set(key, value);
    if (value instanceof Promise) void value.catch(() => this.values.get(key) === value && this.values.delete(key));
    return value;
  }

  /** Drops everything; builds under way are not kept. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.values.clear();
    this.bytes = 0;
  }

  /** While disabled every request builds its body and nothing is kept. */
  setEnabled(enabled: boolean): void {
    if (!enabled) this.invalidate();
    this.enabled = enabled;
  }

  /** Whether answers are kept now (false until the LISTEN connection answers, and while it is lost). */
  get caching(): boolean {
    return this.enabled;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private forget(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private evictBeyondBudget(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) return;
      this.forget(key, entry);
    }
  }
}

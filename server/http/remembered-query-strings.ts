/**
 * The query strings a server sees are few and repeated (the shop's own client asks the same dozen
 * addresses): each is parsed once and the result copied for every later request, since the bracket
 * parser costs more than a copy of its small result (docs/decisions/api-speed.md). A copy, so that no
 * request can change what another receives.
 */
type Parsed = Record<string, unknown>;

export interface RememberOptions {
  /** How many distinct query strings are kept; the oldest goes first. */
  maxEntries?: number;
  /** Longer query strings are parsed every time: they are rare, and would make the memory unbounded. */
  maxLength?: number;
}

/** A deep copy of a tree of plain objects, arrays and primitives (what a query string parses to). */
export const copyOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(copyOf);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Parsed = {};
  // The parser drops `__proto__`; skipped here too, so a copy can never set its own prototype.
  for (const [key, item] of Object.entries(value)) if (key !== '__proto__') copy[key] = copyOf(item);
  return copy;
};

export function rememberParses(
  parse: (query: string) => Parsed,
  { maxEntries = 256, maxLength = 512 }: RememberOptions = {},
): (query: string) => Parsed {
  const held = new Map<string, Parsed>();
  return (query) => {
    if (query.length > maxLength) return parse(query);
    let parsed = held.get(query);
    if (parsed === undefined) {
      parsed = parse(query);
      if (held.size >= maxEntries) held.delete(held.keys().next().value ?? '');
      held.set(query, parsed);
    }
    return copyOf(parsed) as Parsed;
  };
}

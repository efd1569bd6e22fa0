/**
 * Address names (slugs) for records the back office creates: the French name in lowercase ASCII letters,
 * digits and dashes — what uploaded picture names and the seed's slugs are made of — with `-2`, `-3`…
 * when that one is taken.
 */
import { like, or, eq } from 'drizzle-orm';
import type { events, products } from '../db/schema';
import type { Tx } from './audit/service';

const maxBaseLength = 60;

export function slugBase(name: string, fallback: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxBaseLength)
    .replace(/^-+|-+$/g, '');
  // A name of only Arabic letters or emoji has no ASCII left.
  return base === '' ? fallback : base;
}

/** The first free slug of `base`, `base-2`, `base-3`… among the table's (read in the creating transaction). */
export async function freeSlug(tx: Tx, table: typeof products | typeof events, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: table.slug })
        .from(table)
        .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
}

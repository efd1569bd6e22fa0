import { describe, expect, it } from 'vitest';
import { cartItemSchema, storedProductSchema } from './cart-item';
import { readCartItem, readStoredProduct } from './stored-item-reader';

/** Values each field is tried with: right and wrong types, and the edges of zod's int(), positive() and 1..99. */
const pool: unknown[] = [
  1,
  2,
  0,
  -1,
  1.5,
  99,
  100,
  2500,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '1',
  '',
  'Tisane',
  true,
  false,
  null,
  undefined,
  [],
  {},
];
const fields = ['id', 'name', 'price', 'availability', 'category_name', 'image_url', 'quantity'] as const;
const valid = { id: 1, name: 'Tisane', price: 2500, availability: true, category_name: 'Bien-être', image_url: null, quantity: 2 };

/** A small deterministic generator, so a failure names an input that comes back on the next run. */
function* inputs(): Generator<unknown> {
  yield valid;
  yield { ...valid, image_url: '/uploads/tea.webp', extra: 'dropped' };
  yield [valid];
  yield null;
  yield 'text';
  yield 3;
  yield Object.fromEntries(fields.filter((field) => field !== 'image_url').map((field) => [field, valid[field]]));
  // Each field alone takes every value of the pool.
  for (const field of fields) for (const value of pool) yield { ...valid, [field]: value };
  // Then random mixes: several fields wrong at once.
  let seed = 23;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  for (let round = 0; round < 3000; round += 1) {
    const input: Record<string, unknown> = { ...valid };
    for (const field of fields) if (next() % 3 === 0) input[field] = pool[next() % pool.length];
    if (next() % 7 === 0) delete input[fields[next() % fields.length]!];
    yield input;
  }
}

const byZod = <T>(parsed: { success: true; data: T } | { success: false }) => (parsed.success ? parsed.data : null);

describe('the readers the machines use in place of zod', () => {
  it('keep and refuse exactly what the shared schemas keep and refuse, with the same fields', () => {
    let compared = 0;
    for (const input of inputs()) {
      expect(readStoredProduct(input), JSON.stringify(input)).toStrictEqual(byZod(storedProductSchema.safeParse(input)));
      expect(readCartItem(input), JSON.stringify(input)).toStrictEqual(byZod(cartItemSchema.safeParse(input)));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(3000);
  });
});

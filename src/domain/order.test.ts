import { describe, expect, it } from 'vitest';
import { createOrderBodySchema } from './order';
import { clientInfo } from './testing/fixtures';

const body = {
  customer_id: 3,
  products: [{ id: 1, quantity: 2, name: 'ignored', price: 1 }],
  total: 19_000,
  shipping_method: 'collect',
  payment_method: 'wave',
  client_info: clientInfo,
  payment_phone: '77 123 45 67',
};

describe('order payload', () => {
  it('keeps only the id and quantity of each cart line: the server prices them', () => {
    expect(createOrderBodySchema.parse(body).products).toEqual([{ id: 1, quantity: 2 }]);
  });

  it('refuses an empty cart, quantities outside 1..99 and unknown delivery or payment methods', () => {
    expect(createOrderBodySchema.safeParse({ ...body, products: [] }).success).toBe(false);
    expect(createOrderBodySchema.safeParse({ ...body, products: [{ id: 1, quantity: 100 }] }).success).toBe(false);
    expect(createOrderBodySchema.safeParse({ ...body, shipping_method: 'drone' }).success).toBe(false);
    expect(createOrderBodySchema.safeParse({ ...body, payment_method: 'paypal' }).success).toBe(false);
  });
});

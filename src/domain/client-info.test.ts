import { describe, expect, it } from 'vitest';
import { clientInfoFields, clientInfoSchema, emptyClientInfo } from './client-info';
import { clientInfo } from './testing/fixtures';

const valid = clientInfo;

describe('clientInfoSchema', () => {
  it('accepts the nine fields filled in as the form inputs produce them', () => {
    expect(clientInfoSchema.parse(valid)).toEqual(valid);
    expect(Object.keys(valid).sort()).toEqual([...clientInfoFields].sort());
  });

  it('requires every field: the empty form fails on all nine', () => {
    const result = clientInfoSchema.safeParse(emptyClientInfo);
    expect(result.success).toBe(false);
    const failing = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect([...failing].sort()).toEqual([...clientInfoFields].sort());
  });

  it('refuses blanks, a malformed e-mail, date or time', () => {
    expect(clientInfoSchema.safeParse({ ...valid, city: '   ' }).success).toBe(false);
    expect(clientInfoSchema.safeParse({ ...valid, email: 'awa@' }).success).toBe(false);
    expect(clientInfoSchema.safeParse({ ...valid, deliver_date: '24/12/2026' }).success).toBe(false);
    expect(clientInfoSchema.safeParse({ ...valid, time: '25:00' }).success).toBe(false);
    expect(clientInfoSchema.safeParse({ ...valid, phone: 'call me' }).success).toBe(false);
  });
});

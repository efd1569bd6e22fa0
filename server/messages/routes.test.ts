import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdResponseSchema } from '../../src/domain/booking';
import { contactMessages } from '../../src/domain/contact';
import { fieldMessages } from '../../src/domain/contact-fields';
import { messages } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import { fieldIssues, parseError } from '../test-support/responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '10000' } });
});
afterAll(() => t.close());

const senegal = 1;
const message = {
  fname: 'Mame Diarra',
  lname: 'Ndiaye',
  email: 'mame@example.sn',
  country_id: senegal,
  phone: '771234567',
  message: 'Avez-vous du kinkéliba ?',
};

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/messages?locale=fr', payload: payload as object });
const storedCount = async () => (await t.database.db.select({ n: count() }).from(messages))[0]?.n ?? 0;

describe('POST /api/messages (spec §3, §5)', () => {
  it('stores the message and answers 201 with its id', async () => {
    const response = await post(message);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = createdResponseSchema.parse(response.json()).data;
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({
      fname: 'Mame Diarra',
      lname: 'Ndiaye',
      email: 'mame@example.sn',
      countryId: senegal,
      phone: '771234567',
      message: 'Avez-vous du kinkéliba ?',
    });
  });

  it.each([null, undefined])('the country is optional (%s)', async (country_id) => {
    const response = await post({ ...message, country_id });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['fname', 'Mame2', fieldMessages.fnameLetters],
    ['lname', '', fieldMessages.required],
    ['lname', 'N.', fieldMessages.lnameLetters],
    ['email', 'mame@', contactMessages.invalidEmail],
    ['phone', '77 123', fieldMessages.phoneDigits],
    ['phone', undefined, fieldMessages.required],
    ['message', '   ', fieldMessages.required],
    ['message', 'x'.repeat(2001), fieldMessages.tooLong],
  ])('%s = %j → 400 field by field, nothing stored', async (field, value, text) => {
    const before = await storedCount();
    expect(fieldIssues(await post({ ...message, [field]: value }))).toEqual([{ in: 'body', path: field, message: text }]);
    expect(await storedCount()).toBe(before);
  });

  it('lists every wrong field at once', async () => {
    const issues = fieldIssues(await post({ fname: '1', lname: '2', email: 'x', phone: 'y', message: '' }));
    expect(issues.map((issue) => issue.path).sort()).toEqual(['email', 'fname', 'lname', 'message', 'phone']);
  });

  it('an unknown country → 400 on country_id, nothing stored', async () => {
    const before = await storedCount();
    expect(fieldIssues(await post({ ...message, country_id: 999 }))).toEqual([
      { in: 'body', path: 'country_id', message: 'Unknown country' },
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('the server write limit applies: 429 past it', async () => {
    const limited = await createTestApp({ env: { WRITE_RATE_LIMIT: '1' } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/messages', payload: message });
      expect((await send()).statusCode).toBe(201);
      expect(parseError(await send(), 429).name).toBe('TooManyRequests');
      expect((await limited.database.db.select({ n: count() }).from(messages))[0]?.n).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

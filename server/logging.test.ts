/**
 * What the server's logs say (issue 13 point 2, issue 14): a real database failure is logged without
 * the shopper's data, and production writes one line per request, none for health checks.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInfo } from '../src/domain/testing/fixtures';
import { loadConfig } from './config';
import { catalogueFacts, listeningCheckoutApp, paymentsOf, registerCustomer, type CheckoutTestApp } from './payments/test-support';
import { createTestApp, productionEnv, type TestApp } from './test-support/app';
import { bearer, requireAuthEmulator, signInWithPhone } from './test-support/auth-emulator';

function capturedLogs() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, lines };
}

const shopper = {
  fname: 'Khadidiatou',
  lname: 'Sembène',
  email: 'khadidiatou.sembene@example.sn',
  phone: '776543219',
  message: 'Livrez chez moi, villa 42 cité Keur Gorgui',
};
const personalValues = [...Object.values(shopper), '+221776543219', 'villa 42', 'Keur Gorgui', 'khadidiatou'];

describe('a request the database fails', () => {
  const logs = capturedLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info', WRITE_RATE_LIMIT: '1000' }, logStream: logs.stream });
    // A real PostgreSQL failure on insert; its detail quotes the whole row ("Failing row contains (…)").
    await t.database.db.execute(sql.raw('alter table messages add constraint refuse_every_message check (false) not valid'));
  });
  afterAll(() => t?.close());

  it('is logged with what failed and where, without the shopper’s name, e-mail, phone or message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/messages?email=${encodeURIComponent(shopper.email)}&phone=${shopper.phone}`,
      headers: { authorization: 'Bearer secret-id-token-123' },
      payload: shopper,
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(shopper.fname);

    const text = logs.lines.join('\n');
    const failure = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'request failed');
    for (const value of [...personalValues, 'secret-id-token-123']) {
      expect(text.toLowerCase(), `the logs contain ${value}`).not.toContain(value.toLowerCase());
    }
    // Still useful to whoever reads it: the statement, PostgreSQL's code and the constraint.
    expect(failure?.err).toMatchObject({
      message: expect.stringContaining('insert into "messages"'),
      cause: { code: '23514', constraint: 'refuse_every_message' },
    });
  });
});

describe('request lines in production', () => {
  const logs = capturedLogs();
  let t: TestApp;
  const production = productionEnv;
  beforeAll(async () => {
    // createTestApp silences logs unless told: production's own default level is asserted below.
    t = await createTestApp({ env: { ...production, LOG_LEVEL: loadConfig(production).logLevel }, logStream: logs.stream });
  });
  afterAll(() => t?.close());

  it('are info level by default, one per request, none for health checks', async () => {
    expect(loadConfig(production).logLevel).toBe('info');
    logs.lines.length = 0;
    for (let check = 0; check < 3; check++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/countries?locale=en' });
    const stored = await t.app.inject({ method: 'POST', url: '/api/messages', payload: shopper });
    expect(stored.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/messages', payload: { ...shopper, fname: 'Khadi\u0000' } });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing?email=x%40y.sn' });

    const lines = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.level, line.msg, line.req, line.res])).toEqual([
      [30, 'request completed', { method: 'GET', path: '/api/countries', route: '/api/countries' }, { statusCode: 200 }],
      [30, 'request completed', { method: 'POST', path: '/api/messages', route: '/api/messages' }, { statusCode: 201 }],
      [30, 'request completed', { method: 'POST', path: '/api/messages', route: '/api/messages' }, { statusCode: 400 }],
      [30, 'request completed', { method: 'GET', path: '/api/no-such-thing' }, { statusCode: 404 }],
    ]);
    // What the route and the refusal add: the stored id; the error and the fields, not their values.
    expect(lines[1]).toMatchObject({ messageId: expect.any(Number), responseTime: expect.any(Number) });
    expect(lines[2]).toMatchObject({ error: 'ValidationError', fields: ['body:fname'] });
    for (const value of personalValues) expect(logs.lines.join('\n').toLowerCase()).not.toContain(value.toLowerCase());
  });
});

describe('personal data logged by mistake', () => {
  const logs = capturedLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  });
  afterAll(() => t?.close());

  it('is censored in a line’s fields, three levels down, in its headers and in a child logger’s bindings', () => {
    logs.lines.length = 0;
    t.app.log.info(
      {
        message: shopper.message,
        order: { id: 7, client_info: { fname: shopper.fname } },
        lines: [{ name: shopper.lname, quantity: 1 }],
        headers: { authorization: 'Bearer secret-id-token-123', cookie: 'session=secret-cookie' },
        err: Object.assign(new Error('insert failed'), { detail: `Failing row contains (${shopper.email})` }),
      },
      'by mistake',
    );
    t.app.log.child({ customer: { phone: shopper.phone }, shop: 'dakar' }).info('child by mistake');

    const text = logs.lines.join('\n');
    for (const value of [...personalValues, 'secret-id-token-123', 'secret-cookie']) {
      expect(text.toLowerCase(), `the logs contain ${value}`).not.toContain(value.toLowerCase());
    }
    const [line, child] = logs.lines.map((each) => JSON.parse(each) as Record<string, unknown>);
    // What is not personal stays, so the line still says what happened.
    expect(line).toMatchObject({
      msg: 'by mistake',
      message: '[redacted]',
      order: { id: 7, client_info: '[redacted]' },
      lines: [{ name: '[redacted]', quantity: 1 }],
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      err: { type: 'Error', message: 'insert failed' },
    });
    expect(child).toMatchObject({ msg: 'child by mistake', customer: '[redacted]', shop: 'dakar' });
  });
});

describe('a checkout paid through the simulator', () => {
  let t: CheckoutTestApp;
  beforeAll(async () => {
    requireAuthEmulator();
    t = await listeningCheckoutApp();
  });
  afterAll(() => t?.close());

  it('writes one info line per request: the order, the payment start and PayDunya’s notification each note their ids on it', async () => {
    const shopper = await signInWithPhone(t.config.firebase.projectId);
    const customer = await registerCustomer(t, shopper);
    const { first, collectFee } = await catalogueFacts(t);
    t.logs.length = 0;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(shopper), 'idempotency-key': randomUUID() },
      payload: {
        customer_id: customer.id,
        products: [{ id: first.id, quantity: 1 }],
        total: first.price + collectFee,
        shipping_method: 'collect',
        payment_method: 'wave',
        client_info: clientInfo,
        payment_phone: '771234567',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { data: { id: number } }).data.id;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payment`,
      headers: bearer(shopper),
      payload: { method: 'wave', phone: '771234567' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = (await paymentsOf(t, orderId)).at(-1)?.providerToken;
    // The shopper approves on the simulator's page, which posts PayDunya's notification to the shop.
    const approved = await fetch(`${t.origin}/paydunya-sim/checkout/${token}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: '',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);

    const lines = t.logs
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Record<string, unknown> & { reqId?: string; level: number });
    const infoPerRequest = new Map<string, number>();
    for (const line of lines)
      if (line.reqId && line.level === 30) infoPerRequest.set(line.reqId, (infoPerRequest.get(line.reqId) ?? 0) + 1);
    expect([...infoPerRequest.values()].filter((count) => count > 1)).toEqual([]);
    const lineOf = (route: string) => lines.find((line) => (line.req as { route?: string } | undefined)?.route === route);
    expect(lineOf('/api/orders')).toMatchObject({ orderId, created: true, res: { statusCode: 201 } });
    expect(lineOf('/api/orders/:id/payment')).toMatchObject({ orderId, paymentId: expect.any(Number), channel: 'wave-senegal' });
    expect(lineOf('/api/payments/paydunya/ipn')).toMatchObject({ orderId, outcome: 'paid', res: { statusCode: 200 } });
    for (const value of [clientInfo.fname, clientInfo.email, clientInfo.address, '771234567', shopper.idToken])
      expect(t.logs.join('')).not.toContain(value);
  });
});

/**
 * Every write route against malformed bodies: wrong types, huge strings, control characters, ids
 * past PostgreSQL's `integer`, deep nesting, broken JSON, foreign content types. Real ID tokens
 * (Auth emulator) where a route needs one, so the payloads reach the validation behind the token
 * check. Nothing may answer 5xx and no table may gain a row.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInfo } from '../src/domain/testing/fixtures';
import { countries } from './db/schema';
import { seedEvents } from './db/seed/content';
import { toFormBody } from './payments/form-body';
import { ipnHash } from './payments/paydunya-client';
import { catalogueFacts, registerCustomer } from './payments/test-support';
import { createTestApp, type TestApp } from './test-support/app';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from './test-support/auth-emulator';

requireAuthEmulator();

/** What a field holds, so each gets values that are wrong for it (a valid value would store a row). */
type FieldKind = 'text' | 'optionalText' | 'multiline' | 'id' | 'optionalId' | 'amount' | 'quantity' | 'enum';

interface WriteRoute {
  url: string;
  headers: () => Record<string, string>;
  /** A valid body: only mutated copies are sent. */
  body: Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** The IPN also takes PayDunya's form encoding. */
  forms?: boolean;
}

const payloadsPerRoute = 300;

/** A deterministic generator, so a failure names a payload that can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { v: value };
  return value;
};

// Lone surrogates: PostgreSQL's jsonb refused them with a 500 (an order's client_info), text columns stored U+FFFD.
const controls = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\u0000\u0000\u0000', '\ud800', '\udc00', '\u202e'];
const wrongTypes: unknown[] = [null, true, false, [], {}, ['a'], { a: 1 }, nested(64)];
const overflows: unknown[] = [2_147_483_648, 2 ** 53, 1e308, -1, -2_147_483_649, 1.5, 0.000001, -0.5];

function badValuesFor(kind: FieldKind, valid: unknown): unknown[] {
  const text = typeof valid === 'string' && valid !== '' ? valid : 'x';
  switch (kind) {
    case 'text':
    case 'optionalText':
    case 'multiline':
      return [
        ...controls.flatMap((control) => [
          control,
          `${text}${control}`,
          `${control}${text}`,
          `${text.slice(0, 1)}${control}${text.slice(1)}`,
        ]),
        ...(kind === 'multiline' ? [] : [`${text}\n${text}`, `${text}\t1`, `${text}\r${text}`]),
        'x'.repeat(100_000),
        // A visitor's booking has an empty auth_id.
        ...(kind === 'optionalText' ? [] : ['', '   ']),
        ...wrongTypes,
        12_345,
        2_147_483_648,
      ];
    case 'id':
    case 'optionalId':
    case 'quantity':
      return [...overflows, 0, '1', '2147483648', ...wrongTypes.filter((value) => !(kind === 'optionalId' && value === null))];
    case 'amount':
      return [2 ** 53, 1e308, -1, 1.5, '100', ...wrongTypes];
    case 'enum':
      return ['', 'x'.repeat(10_000), `${text}\u0000`, ...wrongTypes, 1];
  }
}

function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) ?? path] = value;
  return copy;
}

const valueAt = (body: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);

interface Payload {
  label: string;
  contentType: string;
  text: string;
}

const json = (label: string, value: unknown): Payload => ({ label, contentType: 'application/json', text: JSON.stringify(value) });

/** Whole bodies that are not the route's JSON object at all. */
function malformedBodies(route: WriteRoute): Payload[] {
  const valid = JSON.stringify(route.body);
  // Unknown keys are ignored, so the bodies that only add some also carry one wrong field.
  const [firstField = ''] = Object.keys(route.fields);
  const broken = withValue(route.body, firstField, '\u0000');
  const brokenText = JSON.stringify(broken);
  return [
    { label: 'truncated JSON', contentType: 'application/json', text: valid.slice(0, -1) },
    { label: 'empty JSON', contentType: 'application/json', text: '' },
    { label: 'NUL byte in JSON', contentType: 'application/json', text: valid.replace('{', '{\u0000') },
    { label: 'bare string', contentType: 'application/json', text: '"hello"' },
    { label: 'null', contentType: 'application/json', text: 'null' },
    { label: 'number', contentType: 'application/json', text: '2147483648' },
    { label: 'array of the body', contentType: 'application/json', text: `[${valid}]` },
    { label: '20-digit number', contentType: 'application/json', text: brokenText.replace('{', '{"big":99999999999999999999,') },
    { label: '__proto__', contentType: 'application/json', text: brokenText.replace('{', '{"__proto__":{"polluted":true},') },
    {
      label: 'constructor.prototype',
      contentType: 'application/json',
      text: brokenText.replace('{', '{"constructor":{"prototype":{"polluted":true}},'),
    },
    { label: '10 000 nested arrays', contentType: 'application/json', text: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    { label: '100 000 open brackets', contentType: 'application/json', text: '['.repeat(100_000) },
    {
      label: '5 000 extra keys',
      contentType: 'application/json',
      text: JSON.stringify({ ...broken, ...Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i])) }),
    },
    { label: 'over the body limit', contentType: 'application/json', text: JSON.stringify({ ...broken, pad: 'x'.repeat(300_000) }) },
    { label: 'invalid UTF-8 escape', contentType: 'application/json', text: brokenText.replace('{', '{"bad":"\\ud800\\udc00\\ud800",') },
    { label: 'text/plain JSON', contentType: 'text/plain', text: valid },
    {
      label: 'multipart',
      contentType: 'multipart/form-data; boundary=x',
      text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    },
    { label: 'xml', contentType: 'application/xml', text: '<a/>' },
    ...(route.forms
      ? [
          {
            label: 'form with nested garbage',
            contentType: 'application/x-www-form-urlencoded',
            text: 'data[invoice][token][a][b][c][d][e][f]=1&data[hash]=%00',
          },
        ]
      : [{ label: 'form body', contentType: 'application/x-www-form-urlencoded', text: toFormBody(route.body) }]),
  ];
}

function payloadsFor(route: WriteRoute, seed: number): Payload[] {
  const fields = Object.entries(route.fields);
  const single = fields.flatMap(([path, kind]) =>
    badValuesFor(kind, valueAt(route.body, path)).map((value, index) => json(`${path} #${index}`, withValue(route.body, path, value))),
  );
  const payloads = [...malformedBodies(route), ...single];
  // Up to the count, two or three fields wrong at once.
  const random = seeded(seed);
  while (payloads.length < payloadsPerRoute) {
    let body = route.body;
    const changed: string[] = [];
    for (let n = 2 + random(2); n > 0; n--) {
      const [path, kind] = fields[random(fields.length)] ?? ['', 'text'];
      const values = badValuesFor(kind, valueAt(route.body, path));
      body = withValue(body, path, values[random(values.length)]);
      changed.push(path);
    }
    payloads.push(json(`mixed ${changed.join('+')} #${payloads.length}`, body));
  }
  if (route.forms) {
    // PayDunya's own encoding of some of the same bodies.
    for (const payload of single.slice(0, 60)) {
      payloads.push({
        label: `form: ${payload.label}`,
        contentType: 'application/x-www-form-urlencoded',
        text: toFormBody(JSON.parse(payload.text) as Record<string, unknown>),
      });
    }
  }
  return payloads;
}

let t: TestApp;
let shopper: EmulatorUser;
let routes: WriteRoute[];

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
const rowsOf = async <Row>(query: PromiseLike<unknown>) => ((await query) as { rows: Row[] }).rows;

/** Rows in every table of the shop's schema. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = t.database.db;
  const tables = await rowsOf<{ table_name: string }>(
    db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [counted] = await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    counts[table] = Number(counted?.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  shopper = await signInWithPhone(t.config.firebase.projectId);
  const customer = await registerCustomer(t, shopper);
  const { first } = await catalogueFacts(t);
  const [country] = await t.database.db.select({ id: countries.id }).from(countries).limit(1);
  const [event] = seedEvents;
  if (!country || !event) throw new Error('the seed has no country or event');
  const signedIn = () => bearer(shopper);
  const person = { fname: 'Aïssatou', lname: 'Diop', email: 'aissatou@example.sn', address: 'Rue 10 Medina', phone: '771234567' };
  routes = [
    {
      url: '/api/customers',
      headers: signedIn,
      body: {
        fname: 'Awa',
        lname: 'Diop',
        email: 'awa@example.sn',
        address: 'Rue 10, Médina, Dakar',
        auth_id: shopper.uid,
        phone: shopper.phoneNumber ?? '',
      },
      fields: { fname: 'text', lname: 'text', email: 'text', address: 'text', auth_id: 'text', phone: 'text' },
    },
    {
      url: '/api/messages',
      headers: () => ({}),
      body: {
        fname: 'Mame',
        lname: 'Ndiaye',
        email: 'mame@example.sn',
        country_id: country.id,
        phone: '771234567',
        message: 'Avez-vous du kinkéliba ?\nMerci.',
      },
      fields: { fname: 'text', lname: 'text', email: 'text', country_id: 'optionalId', phone: 'text', message: 'multiline' },
    },
    {
      url: '/api/bookings',
      headers: () => ({}),
      body: {
        ...person,
        service_day: '2030-01-08',
        service_hour: '10:00',
        service_id: event.id,
        service_type: event.fr.title,
        auth_id: '',
      },
      fields: {
        fname: 'text',
        lname: 'text',
        email: 'text',
        address: 'text',
        phone: 'text',
        service_day: 'text',
        service_hour: 'text',
        service_id: 'id',
        service_type: 'text',
        auth_id: 'optionalText',
      },
    },
    {
      url: '/api/bookings',
      headers: () => ({}),
      body: {
        ...person,
        shop_id: 1,
        shop_name: 'Plateau',
        service_day: '2030-01-09',
        service_hour: '11:00',
        service_id: 1,
        service_type: 'Massage',
        auth_id: '',
      },
      fields: { shop_id: 'optionalId', shop_name: 'text', service_id: 'id', fname: 'text', address: 'text' },
    },
    {
      url: '/api/orders',
      headers: () => ({ ...signedIn(), 'idempotency-key': randomUUID() }),
      body: {
        customer_id: customer.id,
        products: [{ id: first.id, quantity: 1 }],
        total: first.price,
        shipping_method: 'collect',
        payment_method: 'wave',
        client_info: clientInfo,
        payment_phone: '77 123 45 67',
      },
      fields: {
        customer_id: 'id',
        'products.0.id': 'id',
        'products.0.quantity': 'quantity',
        total: 'amount',
        shipping_method: 'enum',
        payment_method: 'enum',
        payment_phone: 'text',
        ...Object.fromEntries(Object.keys(clientInfo).map((key) => [`client_info.${key}`, 'text' as const])),
      },
    },
    {
      url: '/api/orders/1/payment',
      headers: signedIn,
      body: { method: 'wave', phone: '771234567' },
      fields: { method: 'enum', phone: 'text' },
    },
    {
      url: '/paydunya-api/wave/make',
      headers: signedIn,
      body: { order_id: 1, phone: '771234567', name: 'Awa Diop', email: 'awa@example.sn', total_amount: 1000 },
      fields: { order_id: 'id', phone: 'text', name: 'text', email: 'text', total_amount: 'amount' },
    },
    {
      url: '/api/payments/paydunya/ipn',
      headers: () => ({}),
      forms: true,
      // A notification PayDunya could send, with the right hash, for an invoice the shop does not know.
      body: {
        data: {
          hash: ipnHash(t.config.paydunya.masterKey),
          status: 'completed',
          invoice: { token: 'test_unknown', total_amount: 1000 },
          custom_data: { order_id: 1 },
        },
      },
      fields: {
        'data.hash': 'text',
        'data.status': 'text',
        'data.invoice.token': 'text',
        'data.invoice.total_amount': 'amount',
        'data.custom_data.order_id': 'id',
      },
    },
  ];
});
afterAll(() => t?.close());

describe('write routes against malformed input', () => {
  it(`answer 4xx, never 5xx, and store nothing (≥ ${payloadsPerRoute} payloads per route)`, async () => {
    const before = await rowCounts();
    let sent = 0;
    const serverErrors: string[] = [];
    const accepted: string[] = [];
    for (const [index, route] of routes.entries()) {
      const payloads = payloadsFor(route, index + 1);
      expect(payloads.length).toBeGreaterThanOrEqual(payloadsPerRoute);
      for (const payload of payloads) {
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...route.headers(), 'content-type': payload.contentType },
          payload: payload.text,
        });
        sent++;
        const outcome = `${route.url} ${payload.label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) serverErrors.push(outcome);
        else if (response.statusCode < 400) accepted.push(outcome);
      }
    }
    console.info(
      `input fuzz: ${sent} payloads to ${routes.length} write routes, ${serverErrors.length} answered 5xx, ${accepted.length} were accepted`,
    );
    expect(serverErrors).toEqual([]);
    expect(accepted).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});

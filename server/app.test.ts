import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientConfigSchema, healthSchema } from '../src/domain/api';
import { productListResponseSchema } from '../src/domain/catalog';
import { createTestApp, type TestApp } from './test-support/app';
import { fieldIssues, parseError, parseOk } from './test-support/responses';

const echoBody = z.object({ name: z.string().min(1), quantity: z.number().int().min(1).max(99), tags: z.array(z.string()).optional() });

let t: TestApp;
const logs: string[] = [];
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'baobab-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Baobab</title><div id="root"></div>');
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("shop")');
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await createTestApp({
    env: { STATIC_DIR: clientDir, WRITE_RATE_LIMIT: '3', LOG_LEVEL: 'info', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    logStream,
    // A throwaway write route: validation, body parsing and the rate limit are checked without writing shop data.
    extraRoutes: (app) => {
      app.post('/api/test/echo', { schema: { body: echoBody } }, async (request) => ({ received: request.body }));
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
let nextClient = 1;
/** Each call comes from its own IP, so only the rate-limit test fills a budget. */
const post = (payload: string, contentType = 'application/json', remoteAddress = `10.0.0.${nextClient++}`) =>
  t.app.inject({ method: 'POST', url: '/api/test/echo', payload, headers: { 'content-type': contentType }, remoteAddress });

describe('health and client configuration', () => {
  it('reports health, on the database the run asked for', async () => {
    expect(parseOk(await get('/api/health'), healthSchema)).toEqual({ status: 'ok', database: 'ok' });
    expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('gives the SPA its Firebase settings and the emulator url, and nothing secret', async () => {
    const body = parseOk(await get('/api/client-config'), clientConfigSchema);
    expect(body).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-baobab.firebaseapp.com', projectId: 'demo-baobab' },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      flowStudio: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/private|master|token/i);
  });
});

describe('one error shape', () => {
  it('answers 404 for unknown /api routes and methods', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing-here' },
      { method: 'GET' as const, url: '/api' },
      { method: 'DELETE' as const, url: '/api/products/1' },
      { method: 'PUT' as const, url: '/api/categories' },
    ]) {
      const error = parseError(await t.app.inject(request), 404);
      expect(error.name).toBe('NotFound');
    }
  });

  it('refuses malformed JSON with a 400', async () => {
    expect(parseError(await post('{"name": "x",'), 400).name).toBe('MalformedBody');
    expect(parseError(await post(''), 400).name).toBe('MalformedBody');
  });

  it('refuses a body field by field', async () => {
    const issues = fieldIssues(await post(JSON.stringify({ name: ['not', 'a', 'string'], quantity: 1e308, tags: 'x' })));
    expect([...new Set(issues.map((issue) => `${issue.in}:${issue.path}`))].map((key) => key.split(':'))).toEqual([
      ['body', 'name'],
      ['body', 'quantity'],
      ['body', 'tags'],
    ]);
    expect(fieldIssues(await post('[1, 2, 3]'))).toEqual([expect.objectContaining({ in: 'body', path: '' })]);
    expect(fieldIssues(await post('null'))).toEqual([expect.objectContaining({ in: 'body' })]);
  });

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'Moringa', quantity: 2 }));
    expect(response.json()).toEqual({ received: { name: 'Moringa', quantity: 2 } });
  });

  it('answers 415 for a content type nobody parses', async () => {
    expect(parseError(await post('name=x', 'text/csv'), 415).name).toBe('UnsupportedMediaType');
  });

  it('never answers 500 to garbage', async () => {
    const garbage = [
      '/api/products/%E0%A4%A',
      '/api/products?%E0%A4%A=1',
      `/api/products?${'a'.repeat(20_000)}=1`,
      `/api/products?${Array.from({ length: 500 }, (_, i) => `k${i}=v`).join('&')}`,
      '/api/products?pagination[__proto__][pageSize]=1',
      '/api/products?pagination[page][page][page][page]=1',
      `/api/products/${'9'.repeat(400)}`,
      '/api/products/1?populate[]=image&populate[]=image&populate[]=image&populate[]=image&populate[]=image&populate[]=image',
      '/api/events/NaN',
      '/api/services/Infinity',
      '/api/categories?pagination[pageSize]=0x10',
    ];
    for (const url of garbage) {
      const response = await get(url);
      expect(response.statusCode, `${url} → ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) parseError(response, response.statusCode);
    }
  });
});

describe('security headers', () => {
  it('sends a CSP allowing our origin and only the Firebase endpoints phone sign-in needs', async () => {
    const csp = String((await get('/api/health')).headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'http://127.0.0.1:9099',
    ]);
    expect(directives['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(directives['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toContain('*');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends the other helmet headers', async () => {
    const headers = (await get('/api/health')).headers;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Local http: no HSTS, and no upgrade of the emulator's http requests.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('OpenAPI', () => {
  it('documents every route from the zod schemas at /api/docs', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    const document = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(response.json());
    expect(document.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/products',
      '/api/products/{id}',
      '/api/categories',
      '/api/countries',
      '/api/exchange-rates',
      '/api/delivery-methods',
      '/api/events',
      '/api/events/{id}',
      '/api/services',
      '/api/services/{id}',
      '/api/shops',
      '/api/testimonials',
      '/api/health',
      '/api/client-config',
    ]) {
      expect(document.paths[route], route).toHaveProperty('get');
    }
    expect(JSON.stringify(document.paths['/api/products'])).toContain('pagination');
    expect(JSON.stringify(document.paths['/api/products/{id}'])).toContain('"404"');
  });

  it('marks every operation that needs an ID token with the bearer scheme', async () => {
    const document = z
      .object({
        paths: z.record(
          z.string(),
          z.record(z.string(), z.object({ security: z.optional(z.array(z.record(z.string(), z.array(z.string())))) })),
        ),
      })
      .parse((await get('/api/docs')).json());
    const guarded: [string, string][] = [
      ['/api/customers', 'get'],
      ['/api/customers', 'post'],
      ['/api/orders', 'get'],
      ['/api/orders', 'post'],
      ['/api/orders/{id}', 'get'],
      ['/api/orders/{id}/payment', 'post'],
      ['/paydunya-api/wave/make', 'post'],
    ];
    for (const [path, method] of guarded) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });
});

describe('rate limit on writes', () => {
  it('answers 429 in the error shape past WRITE_RATE_LIMIT writes a minute from one IP, never on reads', async () => {
    const ip = '192.0.2.77';
    const body = JSON.stringify({ name: 'x', quantity: 1 });
    for (let i = 0; i < 3; i += 1) expect((await post(body, 'application/json', ip)).statusCode).toBe(200);
    const limited = await post(body, 'application/json', ip);
    expect(parseError(limited, 429).name).toBe('TooManyRequests');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is not affected, and reads never count.
    expect((await post(body, 'application/json', '192.0.2.78')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
    }
  });
});

describe('compression', () => {
  it('gzips the catalogue', async () => {
    const response = await get('/api/products?populate=image&pagination[pageSize]=100', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the built SPA', () => {
  it('serves index.html for any page path (history fallback)', async () => {
    for (const url of ['/', '/details/3', '/auth/login/verify', '/payment/confirmation?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache and 404s missing files', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/favicon.ico')).statusCode).toBe(404);
    expect((await get('/uploads/products/nope.webp')).statusCode).toBe(404);
  });

  it('says so instead of crashing when the client is not built', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/details/1' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('request logs', () => {
  it('log method, path and status, without query strings, headers, bodies or IPs', async () => {
    logs.length = 0;
    await get('/api/products?locale=en&email=awa%40example.sn&phone=%2B221771234567', {
      authorization: 'Bearer secret-id-token',
      cookie: 'session=abc',
    });
    await post(JSON.stringify({ name: 'Awa Diop', quantity: 1 }), 'application/json', '198.51.100.9');
    const text = logs.join('\n');
    expect(text).toContain('"path":"/api/products"');
    expect(text).toContain('"statusCode":200');
    for (const secret of ['awa', '221771234567', 'secret-id-token', 'session=abc', 'Awa Diop', '198.51.100.9', 'locale=en']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('the catalogue answers quickly enough', () => {
  it('serves 100 products with images', async () => {
    const body = parseOk(await get('/api/products?populate=image&pagination[pageSize]=100'), productListResponseSchema);
    expect(body.data.length).toBeGreaterThanOrEqual(40);
  });
});

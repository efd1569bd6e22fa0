import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../src/domain/api';
import { authUserOf, installAuth, requireUser, sendForbidden, verifyRequestUser } from './auth';
import { bearer, deleteUser, requireAuthEmulator, signInWithPhone, signUpWithoutPhone } from './test-support/auth-emulator';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

const projectId = 'demo-baobab';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with the auth installed: /me is guarded, /who only asks. */
async function appFor(project = projectId) {
  const app = Fastify();
  apps.push(app);
  installAuth(app, { projectId: project });
  app.get('/me', { preHandler: requireUser }, async (request) => authUserOf(request));
  app.get('/who', async (request) => ({ user: await verifyRequestUser(request) }));
  app.get('/theirs', async (_request, reply) => sendForbidden(reply, 'Not yours.', { reason: 'test' }));
  await app.ready();
  return app;
}

const me = (app: FastifyInstance, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/me', headers });

function expectUnauthorized(response: Awaited<ReturnType<typeof me>>) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer');
  expect(apiErrorSchema.parse(response.json()).error).toMatchObject({ status: 401, name: 'Unauthorized', details: {} });
}

describe('requireUser', () => {
  it('lets a phone-verified user through with their uid and number', async () => {
    const app = await appFor();
    const user = await signInWithPhone(projectId);
    const response = await me(app, bearer(user));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ uid: user.uid, phoneNumber: user.phoneNumber, role: null });
  });

  it('answers 401 without an Authorization header, or with another scheme', async () => {
    const app = await appFor();
    expectUnauthorized(await me(app));
    expectUnauthorized(await me(app, { authorization: 'Bearer' }));
    expectUnauthorized(await me(app, { authorization: `Basic ${(await signUpWithoutPhone()).idToken}` }));
  });

  it('answers 401 to a malformed token', async () => {
    const app = await appFor();
    const user = await signInWithPhone(projectId);
    const [header, , signature] = user.idToken.split('.');
    expectUnauthorized(await me(app, { authorization: 'Bearer abc.def.ghi' }));
    expectUnauthorized(await me(app, { authorization: `Bearer ${header}.not-json.${signature}` }));
    // Claims without issuer, expiry or subject (the emulator does not check signatures: production refuses it).
    const claimless = Buffer.from(JSON.stringify({ aud: projectId })).toString('base64url');
    expectUnauthorized(await me(app, { authorization: `Bearer ${header}.${claimless}.${signature}` }));
  });

  it('answers 401 to the token of a deleted user', async () => {
    const app = await appFor();
    const user = await signInWithPhone(projectId);
    expect((await me(app, bearer(user))).statusCode).toBe(200);
    await deleteUser(user);
    expectUnauthorized(await me(app, bearer(user)));
  });

  it('answers 401 to a token issued for another Firebase project', async () => {
    const app = await appFor('demo-another-shop');
    expectUnauthorized(await me(app, bearer(await signInWithPhone(projectId))));
  });
  it('fails with a server error, not a 401, when the token cannot be checked', async () => {
    const app = await appFor();
    const user = await signInWithPhone(projectId);
    const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9'; // nothing listens there
    try {
      expect((await me(app, bearer(user))).statusCode).toBe(500);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
    }
  });
});

describe('verifyRequestUser', () => {
  it('tells who calls, or null, without answering for the route', async () => {
    const app = await appFor();
    const anonymous = await signUpWithoutPhone();
    expect((await app.inject({ url: '/who' })).json()).toEqual({ user: null });
    expect((await app.inject({ url: '/who', headers: bearer(anonymous) })).json()).toEqual({ user: { uid: anonymous.uid, phoneNumber: null, role: null } });
  });

  it('explains that installAuth is missing rather than letting everyone in', async () => {
    const app = Fastify();
    apps.push(app);
    app.get('/who', async (request) => ({ user: await verifyRequestUser(request) }));
    const response = await app.inject({ url: '/who', headers: { authorization: 'Bearer x' } });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/installAuth/);
  });
});

describe('sendForbidden', () => {
  it('answers 403 in the shared error shape', async () => {
    const response = await (await appFor()).inject({ url: '/theirs' });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json())).toEqual({ error: { status: 403, name: 'Forbidden', message: 'Not yours.', details: { reason: 'test' } } });
  });
});

describe('installAuth', () => {
  it('gives each app its own firebase-admin app, released on close', async () => {
    const first = await appFor();
    const second = await appFor();
    const user = await signInWithPhone(projectId);
    await first.close();
    expect((await me(second, bearer(user))).statusCode).toBe(200);
  });
});

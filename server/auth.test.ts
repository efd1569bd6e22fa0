import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../src/domain/api';
import { authUserOf, installAuth, requireRole, requireUser, signedInBeforeRevocation, verifyRequestUser } from './auth';
import { grantRole, revokeRole } from './admin/staff/roles';
import { registerErrorHandling } from './errors';
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
  registerErrorHandling(app);
  installAuth(app, { projectId: project });
  app.get('/me', { preHandler: requireUser }, async (request) => authUserOf(request));
  app.get('/who', async (request) => ({ user: await verifyRequestUser(request) }));
  app.get('/back-office', { preHandler: requireRole('staff') }, async (request) => authUserOf(request));
  app.get('/back-office/admin', { preHandler: requireRole('admin') }, async (request) => authUserOf(request));
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
    expect((await app.inject({ url: '/who', headers: bearer(anonymous) })).json()).toEqual({
      user: { uid: anonymous.uid, phoneNumber: null, role: null },
    });
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

describe('requireRole', () => {
  it('answers 403 in the shared error shape to a shopper, and to a staff member where an admin is needed', async () => {
    const app = await appFor();
    const shopper = await signInWithPhone(projectId);
    const refused = await app.inject({ url: '/back-office', headers: bearer(shopper) });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json())).toEqual({
      error: { status: 403, name: 'Forbidden', message: 'This page is for the shop’s staff.', details: { reason: 'not_staff' } },
    });
    await grantRole(await app.firebaseAuthVerifier.auth(), shopper.phoneNumber ?? '', 'staff');
    const staff = await signInWithPhone(projectId, shopper.phoneNumber ?? '');
    expect((await app.inject({ url: '/back-office', headers: bearer(staff) })).statusCode).toBe(200);
    const notAdmin = await app.inject({ url: '/back-office/admin', headers: bearer(staff) });
    expect(notAdmin.statusCode).toBe(403);
    expect(apiErrorSchema.parse(notAdmin.json())).toEqual({
      error: { status: 403, name: 'Forbidden', message: 'Only an administrator may do this.', details: { reason: 'admin_only' } },
    });
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

/** Seconds since the epoch of a token's sign-in (its auth_time claim). */
const authTimeOf = (idToken: string): number => {
  const payload: unknown = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
  if (typeof payload !== 'object' || payload === null || !('auth_time' in payload) || typeof payload.auth_time !== 'number')
    throw new Error('no auth_time');
  return payload.auth_time;
};

/** Waits for the start of a wall-clock second, so a sign-in and what follows it fit in that second. */
const startOfNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));

describe('a staff member removed', () => {
  it('in the same second as their last sign-in is refused all the same', async () => {
    const app = await appFor();
    const auth = await app.firebaseAuthVerifier.auth();
    const first = await signInWithPhone(projectId);
    const phone = first.phoneNumber ?? '';
    await grantRole(auth, phone, 'staff');
    // Sign-in and removal in one second: retried in the (rare) case the emulator was slow across a second.
    let staff = first;
    let sameSecond = false;
    for (let attempt = 0; attempt < 5 && !sameSecond; attempt += 1) {
      await startOfNextSecond();
      staff = await signInWithPhone(projectId, phone);
      await revokeRole(auth, staff.uid);
      const validSince = new Date((await auth.getUser(staff.uid)).tokensValidAfterTime ?? 0).getTime() / 1000;
      sameSecond = validSince === authTimeOf(staff.idToken);
      if (!sameSecond) await grantRole(auth, phone, 'staff');
    }
    expect(sameSecond).toBe(true);
    expectUnauthorized(await me(app, bearer(staff)));
    expect((await app.inject({ url: '/back-office', headers: bearer(staff) })).statusCode).toBe(401);
  });

  it('can sign in again as a shopper once removed', async () => {
    const app = await appFor();
    const auth = await app.firebaseAuthVerifier.auth();
    const user = await signInWithPhone(projectId);
    await grantRole(auth, user.phoneNumber ?? '', 'staff');
    await revokeRole(auth, user.uid);
    await startOfNextSecond();
    const again = await signInWithPhone(projectId, user.phoneNumber ?? '');
    const response = await me(app, bearer(again));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ uid: user.uid, role: null });
  });
});

describe('signedInBeforeRevocation', () => {
  const token = (authTime: number, role?: string) =>
    ({ auth_time: authTime, ...(role ? { role } : {}) }) as unknown as Parameters<typeof signedInBeforeRevocation>[0];
  const account = (validSinceSeconds: number | null, role?: string) => ({
    tokensValidAfterTime: validSinceSeconds === null ? undefined : new Date(validSinceSeconds * 1000).toUTCString(),
    customClaims: role ? { role } : {},
  });

  it('refuses a sign-in older than the revocation and accepts a later one', () => {
    expect(signedInBeforeRevocation(token(99, 'staff'), account(100))).toBe(true);
    expect(signedInBeforeRevocation(token(101), account(100))).toBe(false);
    expect(signedInBeforeRevocation(token(50), account(null))).toBe(false);
  });

  it('in the second of the revocation, accepts a token only while its role is still the account’s', () => {
    expect(signedInBeforeRevocation(token(100, 'staff'), account(100))).toBe(true);
    expect(signedInBeforeRevocation(token(100, 'admin'), account(100, 'staff'))).toBe(true);
    expect(signedInBeforeRevocation(token(100, 'staff'), account(100, 'staff'))).toBe(false);
    expect(signedInBeforeRevocation(token(100), account(100))).toBe(false);
  });
});

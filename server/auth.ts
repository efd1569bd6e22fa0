/**
 * Who is calling: Firebase ID tokens checked with firebase-admin. buildApp installs one verifier per
 * app; a route guarded by requireUser reads its caller with authUserOf(request).
 *
 * firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the process environment itself and then
 * accepts unsigned tokens; the configuration refuses that variable in production (server/config.ts).
 * Tokens are checked against the account like `checkRevoked`, so the token of a deleted, disabled or
 * signed-out user is refused even before it expires (stricter than checkRevoked in the second of a
 * revocation: signedInBeforeRevocation). In production firebase-admin needs Google application default credentials for
 * that check (GOOGLE_APPLICATION_CREDENTIALS or the platform's service account).
 *
 * firebase-admin is loaded once the server listens, not before: it is a quarter of the modules the
 * server loads, and no request before the first signed-in one needs it.
 */
import { randomUUID } from 'node:crypto';
import type { App } from 'firebase-admin/app';
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { staffRoles, type StaffRole } from '../src/domain/admin-staff';
import { HttpError } from './errors';

/** The signed-in caller, as the verified ID token says. */
export interface AuthUser {
  uid: string;
  /** The number verified by SMS (E.164), or null for an account without one. */
  phoneNumber: string | null;
  /** The back office role (Firebase custom claim `role`), or null for a shopper. */
  role: StaffRole | null;
}

interface AuthVerifier {
  verify(token: string): Promise<AuthUser | null>;
  /** firebase-admin's Auth of this app, for the back office's staff management (custom claims). */
  auth(): Promise<Auth>;
}

declare module 'fastify' {
  interface FastifyInstance {
    firebaseAuthVerifier: AuthVerifier;
  }
  interface FastifyRequest {
    /** Set by requireUser; read it with authUserOf(request). */
    authUser: AuthUser | null;
  }
}

const preloadAfterListenMs = 2000;

/** Registers the token verifier on the root instance so every route (any plugin scope) can use it. */
export function installAuth(app: FastifyInstance, firebase: { projectId: string }): void {
  let admin: Promise<{ adminApp: App; auth: Auth }> | null = null;
  const loadAdmin = () =>
    (admin ??= Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]).then(([{ initializeApp }, { getAuth }]) => {
      // Named uniquely: tests build many apps in one process, and each must own (and delete) its own.
      const adminApp = initializeApp({ projectId: firebase.projectId }, `baobab-${randomUUID()}`);
      return { adminApp, auth: getAuth(adminApp) };
    }));
  app.decorate('firebaseAuthVerifier', {
    verify: async (token: string) => verifyToken((await loadAdmin()).auth, token),
    auth: async () => (await loadAdmin()).auth,
  });
  app.decorateRequest('authUser', null);
  // Loaded ahead of the first sign-in, but not right at listen: its ~0.16 s of CPU would delay the
  // first answers (load balancers' health checks, the first page) of a server that just started.
  let preload: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    preload = setTimeout(() => void loadAdmin().catch(() => undefined), preloadAfterListenMs);
    preload.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(preload);
    if (!admin) return;
    const { adminApp } = await admin;
    const { deleteApp } = await import('firebase-admin/app');
    await deleteApp(adminApp);
  });
}

async function verifyToken(auth: Auth, token: string): Promise<AuthUser | null> {
  try {
    // checkRevoked by hand (the same one account lookup as verifyIdToken(token, true)), see signedInBeforeRevocation.
    const decoded = await auth.verifyIdToken(token);
    const account = await auth.getUser(decoded.uid);
    if (account.disabled || signedInBeforeRevocation(decoded, account)) return null;
    return { uid: decoded.uid, phoneNumber: decoded.phone_number ?? null, role: roleOf(decoded.role) };
  } catch (error) {
    // Failing to reach Google (or the emulator) is our fault, not the caller's: it must not look like a 401.
    // Anything else — auth/* codes, or a token that is not even JSON — means "not a valid token".
    if (isServerFault(error)) throw error;
    return null;
  }
}

/**
 * firebase-admin's checkRevoked refuses a token when `auth_time < tokensValidAfterTime`, both in whole
 * seconds: a staff member removed in the very second of their last sign-in kept their token (and its
 * role) for up to an hour. A token of that second is ambiguous — signed in just before or just after the
 * revocation — so it is accepted only while the role it carries is still the account's: a removed or
 * demoted member is refused, a shopper signing up (whose account's valid-since is its creation second)
 * is not.
 */
export function signedInBeforeRevocation(
  decoded: DecodedIdToken,
  account: Pick<UserRecord, 'tokensValidAfterTime' | 'customClaims'>,
): boolean {
  if (!account.tokensValidAfterTime) return false;
  const validSinceMs = new Date(account.tokensValidAfterTime).getTime();
  const authTimeMs = decoded.auth_time * 1000;
  if (authTimeMs !== validSinceMs) return authTimeMs < validSinceMs;
  return roleOf(decoded.role) !== roleOf(account.customClaims?.role);
}

/** Only the two known roles count: any other claim value is a shopper. */
export function roleOf(claim: unknown): StaffRole | null {
  return staffRoles.find((role) => role === claim) ?? null;
}

function isServerFault(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && (code.startsWith('app/') || code === 'auth/internal-error');
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** The caller, or null without a valid ID token. */
export async function verifyRequestUser(request: FastifyRequest): Promise<AuthUser | null> {
  const verifier = request.server.firebaseAuthVerifier;
  if (!verifier) throw new Error('installAuth(app, config.firebase) must be called in buildApp before the routes that check tokens.');
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  return verifier.verify(token);
}

/** Route hook (onRequest or preHandler): 401 unless the request carries a valid ID token. */
export const requireUser: preHandlerAsyncHookHandler = async (request, reply) => {
  await authenticate(request, reply);
};

/** The caller, also kept on the request; a 401 (thrown) without a valid ID token. */
async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser> {
  // Already checked by an outer hook (the admin scope, then its admin-only routes): one verification per request.
  if (request.authUser) return request.authUser;
  const user = await verifyRequestUser(request);
  if (!user) {
    // Kept by the error handler, which answers in the shared shape.
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, 'Unauthorized', 'A valid Firebase ID token is required (Authorization: Bearer <token>).');
  }
  request.authUser = user;
  return user;
}

/** The caller of a route guarded by requireUser. */
export function authUserOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new Error('authUserOf() needs requireUser as a hook of the route (onRequest or preHandler).');
  return request.authUser;
}

/**
 * Route hook for /api/admin: 401 without a valid token, 403 for a shopper (no role), and with
 * `role: 'admin'`, 403 for a staff member too. Sets the caller like requireUser.
 */
export function requireRole(role: StaffRole): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const user = await authenticate(request, reply);
    if (user.role === null) throw new HttpError(403, 'Forbidden', 'This page is for the shop’s staff.', { reason: 'not_staff' });
    if (role === 'admin' && user.role !== 'admin')
      throw new HttpError(403, 'Forbidden', 'Only an administrator may do this.', { reason: 'admin_only' });
  };
}

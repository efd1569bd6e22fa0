import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMeResponseSchema,
  auditListResponseSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
} from '../../../src/domain/admin';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from '../../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../../test-support/app';
import { fieldIssues, parseError, parseOk } from '../../test-support/responses';
import { signInWithRole } from '../test-support';

requireAuthEmulator();

let t: TestApp;
let admin: EmulatorUser;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  admin = await signInWithRole(t, 'admin');
});
afterAll(() => t?.close());

const grant = (phone: string, role: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/staff', headers: bearer(admin), payload: { phone, role } });
const me = (user: EmulatorUser) => t.app.inject({ url: '/api/admin/me', headers: bearer(user) });
const randomPhone = () => `+22178${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

describe('staff management (admin)', () => {
  it('grants a role by phone before the person ever signed in; their first sign-in carries it', async () => {
    const phone = randomPhone();
    const granted = parseOk(await grant(phone, 'staff'), staffMemberResponseSchema).data;
    expect(granted).toMatchObject({ phone, role: 'staff' });
    const newcomer = await signInWithPhone(t.config.firebase.projectId, phone);
    expect(newcomer.uid).toBe(granted.uid);
    expect(parseOk(await me(newcomer), adminMeResponseSchema).data).toEqual({ uid: granted.uid, phone, role: 'staff' });
    const listed = parseOk(await t.app.inject({ url: '/api/admin/staff', headers: bearer(admin) }), staffListResponseSchema).data;
    expect(listed).toContainEqual({ uid: granted.uid, phone, role: 'staff' });
    expect(listed).toContainEqual({ uid: admin.uid, phone: admin.phoneNumber, role: 'admin' });
  });

  it('revoking signs the person out at once (their token is refused) and takes them off the list; audited', async () => {
    const member = await signInWithRole(t, 'staff');
    parseOk(await me(member), adminMeResponseSchema);
    // Firebase counts revocation in whole seconds: a token signed in the very second of the revocation stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${member.uid}`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(204);
    parseError(await me(member), 401);
    // Signed in again, they are a shopper.
    const again = await signInWithPhone(t.config.firebase.projectId, member.phoneNumber ?? undefined);
    expect(parseError(await me(again), 403).details).toEqual({ reason: 'not_staff' });
    const listed = parseOk(await t.app.inject({ url: '/api/admin/staff', headers: bearer(admin) }), staffListResponseSchema).data;
    expect(listed.map((entry) => entry.uid)).not.toContain(member.uid);
    const history = parseOk(
      await t.app.inject({ url: `/api/admin/history/staff/${member.uid}`, headers: bearer(admin) }),
      auditListResponseSchema,
    ).data;
    expect(history[0]).toMatchObject({ action: 'staff.revoke', actor_uid: admin.uid, before: { role: 'staff' }, after: { role: null } });
    parseError(await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${member.uid}`, headers: bearer(admin) }), 404);
  });

  it('an admin made staff is signed out at once: their old token cannot grant them admin again', async () => {
    const demoted = await signInWithRole(t, 'admin');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(parseOk(await grant(demoted.phoneNumber ?? '', 'staff'), staffMemberResponseSchema).data.role).toBe('staff');
    const regrant = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(demoted),
      payload: { phone: demoted.phoneNumber, role: 'admin' },
    });
    parseError(regrant, 401);
    const again = await signInWithPhone(t.config.firebase.projectId, demoted.phoneNumber ?? undefined);
    expect(parseOk(await me(again), adminMeResponseSchema).data.role).toBe('staff');
  });

  it('the history of a staff record (who was granted what, by phone) is for admins only, like the staff list', async () => {
    const member = await signInWithRole(t, 'staff');
    const url = `/api/admin/history/staff/${admin.uid}`;
    expect(parseError(await t.app.inject({ url, headers: bearer(member) }), 403).details).toEqual({ reason: 'admin_only' });
    parseOk(await t.app.inject({ url, headers: bearer(admin) }), auditListResponseSchema);
  });

  it('a change whose audit row cannot be written does not happen (500, the role as it was)', async () => {
    const member = await signInWithRole(t, 'staff');
    const phone = randomPhone();
    const firebase = await t.app.firebaseAuthVerifier.auth();
    await t.database.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      parseError(await grant(phone, 'admin'), 500);
      parseError(await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${member.uid}`, headers: bearer(admin) }), 500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect((await firebase.getUserByPhoneNumber(phone)).customClaims?.role).toBeUndefined();
    expect((await firebase.getUser(member.uid)).customClaims?.role).toBe('staff');
  });

  it('an admin cannot take away or change their own role; bad input is a 400', async () => {
    expect(
      parseError(await t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${admin.uid}`, headers: bearer(admin) }), 409).details,
    ).toEqual({ reason: 'own_role' });
    expect(parseError(await grant(admin.phoneNumber ?? '', 'staff'), 409).details).toEqual({ reason: 'own_role' });
    expect(fieldIssues(await grant('77 123 45 67', 'staff')).map((issue) => issue.path)).toEqual(['phone']);
    expect(fieldIssues(await grant(randomPhone(), 'owner')).map((issue) => issue.path)).toEqual(['role']);
  });
});

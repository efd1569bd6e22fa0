import { execFile } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';
import { requireAuthEmulator } from '../server/test-support/auth-emulator';

const run = promisify(execFile);
const emulatorHost = requireAuthEmulator();
const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, FIREBASE_PROJECT_ID: 'demo-baobab' };
const staff = (...args: string[]) => run(process.execPath, ['scripts/staff.mjs', ...args], { env });

const app = initializeApp({ projectId: 'demo-baobab' }, `staff-script-test-${randomUUID()}`);
const auth = getAuth(app);
afterAll(() => deleteApp(app));

describe('npm run staff (against the Auth emulator)', () => {
  const national = `77 ${String(randomInt(100, 1000))} ${String(randomInt(10, 100))} ${String(randomInt(10, 100))}`;
  const phone = `+221${national.replaceAll(' ', '')}`;

  // Five runs of the script, each starting Node, tsx and firebase-admin: seconds apiece on a busy machine.
  it('add grants the role as a custom claim, making the account; list shows it; remove takes it away', async () => {
    const added = await staff('add', national, '--role', 'admin');
    expect(added.stdout).toContain(`${phone} is now admin`);
    expect((await auth.getUserByPhoneNumber(phone)).customClaims).toEqual({ role: 'admin' });
    expect((await staff('list')).stdout).toMatch(new RegExp(`admin\\s+\\${phone}`));
    // Made staff, an admin is signed out (the server would refuse their admin token).
    const demoted = (await staff('add', phone, '--role', 'staff')).stdout;
    expect(demoted).toContain(`${phone} is now staff (was admin)`);
    expect(demoted).toContain('Their sessions are revoked');
    expect((await staff('remove', phone)).stdout).toContain(`${phone} is no longer staff`);
    expect((await auth.getUserByPhoneNumber(phone)).customClaims ?? {}).toEqual({});
    expect((await staff('list')).stdout).not.toContain(phone);
  }, 60_000);

  it('refuses a wrong role, a wrong number, an unknown command, and a demo project without the emulator', async () => {
    await expect(staff('add', phone, '--role', 'owner')).rejects.toMatchObject({
      stderr: expect.stringContaining('--role must be admin or staff'),
    });
    await expect(staff('add', '12', '--role', 'staff')).rejects.toMatchObject({
      stderr: expect.stringContaining('Not a mobile number: 12'),
    });
    await expect(staff('promote')).rejects.toMatchObject({ stderr: expect.stringContaining('Unknown command: promote') });
    const noEmulator = { ...env, FIREBASE_AUTH_EMULATOR_HOST: '' };
    await expect(run(process.execPath, ['scripts/staff.mjs', 'list'], { env: noEmulator })).rejects.toMatchObject({
      stderr: expect.stringContaining('exists only in the Auth emulator'),
    });
  });
});

// `npm run staff -- add <phone> --role admin|staff`, `remove <phone>`, `list`: who may open the back
// office (/admin). Roles are Firebase custom claims (docs/decisions/back-office.md), so this talks to
// Firebase Auth only: the local emulator when FIREBASE_AUTH_EMULATOR_HOST is set (as `npm run dev` sets
// it), otherwise the real project FIREBASE_PROJECT_ID with Google credentials (GOOGLE_APPLICATION_CREDENTIALS).
// The same functions as the admin API's staff routes (server/admin/staff/roles.ts), loaded with tsx.
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';

const usage = `Usage:
  npm run staff -- add <phone> --role admin|staff   grant a role (the account is made if nobody signed in with this number yet)
  npm run staff -- remove <phone>                   take the role away and sign the person out
  npm run staff -- list                             everyone holding a role
A phone is international (+221771234567) or Senegalese (77 123 45 67).
Against the emulator: FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 (project ${process.env.FIREBASE_PROJECT_ID ?? 'demo-baobab'}).
Against a real project: FIREBASE_PROJECT_ID=<id> GOOGLE_APPLICATION_CREDENTIALS=<service-account.json>.`;

function fail(message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const roleAt = rest.indexOf('--role');
  const role = roleAt === -1 ? undefined : rest[roleAt + 1];
  const positional = rest.filter((_, index) => roleAt === -1 || (index !== roleAt && index !== roleAt + 1));
  return { command, target: positional.join(' ').trim() || undefined, role };
}

const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-baobab';
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulator && projectId.startsWith('demo-')) {
  fail(
    `The project ${projectId} exists only in the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST, or FIREBASE_PROJECT_ID for a real project.`,
  );
}
if (!emulator && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
  console.warn('GOOGLE_APPLICATION_CREDENTIALS is not set: using the machine’s default Google credentials.');
}

const { command, target, role } = parseArgs(process.argv.slice(2));
if (!['add', 'remove', 'list'].includes(command ?? '')) fail(command ? `Unknown command: ${command}` : 'Say what to do.');

const here = import.meta.url;
const { grantRole, listStaff, revokeRole, uidOfPhone } = await tsImport('../server/admin/staff/roles.ts', here);
const { signInPhoneNumber } = await tsImport('../src/domain/phone.ts', here);
const { staffRoles } = await tsImport('../src/domain/admin-staff.ts', here);
const { initializeApp, deleteApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');

const app = initializeApp({ projectId }, `baobab-staff-${randomUUID()}`);
const auth = getAuth(app);
const where = emulator ? `the Auth emulator at ${emulator} (${projectId})` : `the Firebase project ${projectId}`;

try {
  if (command === 'list') {
    const staff = await listStaff(auth);
    if (staff.length === 0) console.log(`Nobody holds a role in ${where}.`);
    for (const member of staff) console.log(`${member.role.padEnd(5)}  ${member.phone ?? '(no phone)'}  ${member.uid}`);
  } else {
    const phone = target ? signInPhoneNumber(target) : null;
    if (!phone) fail(target ? `Not a mobile number: ${target}` : 'Which phone number?');
    if (command === 'add') {
      if (!staffRoles.includes(role)) fail(`--role must be ${staffRoles.join(' or ')}.`);
      const { member, before } = await grantRole(auth, phone, role);
      // An admin made staff is signed out by grantRole: their token would otherwise say admin for up to an hour.
      const next =
        before === 'admin' && role !== 'admin'
          ? 'Their sessions are revoked: they sign in again.'
          : 'They sign in again (or reload) to get it.';
      console.log(`${phone} is now ${role}${before && before !== role ? ` (was ${before})` : ''} in ${where} (uid ${member.uid}). ${next}`);
    } else {
      const uid = await uidOfPhone(auth, phone);
      const removed = uid ? await revokeRole(auth, uid) : null;
      console.log(
        removed ? `${phone} is no longer ${removed.role} in ${where}; their sessions are revoked.` : `${phone} holds no role in ${where}.`,
      );
    }
  }
} catch (error) {
  console.error(`Firebase refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}

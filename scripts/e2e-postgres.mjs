// `npm run test:e2e:postgres`: the end-to-end specs that must hold on PostgreSQL as on the embedded PGlite
// (issue #20: a payment whose notification is lost), against a shop server on a throwaway database of the
// PostgreSQL server of TEST_DATABASE_URL. Fails, naming the URL, when no PostgreSQL answers: CI has one.
import { spawn } from 'node:child_process';
import { throwawayPostgres } from './throwaway-postgres.mjs';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const specs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['e2e/payment-lost-notification.spec.ts'];

const database = await throwawayPostgres(serverUrl, `baobab_e2e_${process.pid}`);
if (!database) {
  console.error(`No PostgreSQL answered at ${new URL(serverUrl).host} (TEST_DATABASE_URL): cannot run the e2e specs on PostgreSQL.`);
  process.exit(1);
}
console.log(`e2e on PostgreSQL at ${new URL(serverUrl).host} (a throwaway database): ${specs.join(' ')}`);
const child = spawn(process.execPath, ['scripts/with-emulator.mjs', 'npx', 'playwright', 'test', ...specs], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: database.url },
});
const forward = (signal) => child.kill(signal);
process.once('SIGINT', forward);
process.once('SIGTERM', forward);
const code = await new Promise((done) => child.once('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))));
await database.drop();
process.exit(code);

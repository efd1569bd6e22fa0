// The Firebase Auth emulator as the start scripts run it: its three ports (auth, hub, logging) come
// from the environment, written into a firebase.json made for the run, so two copies of the shop can
// run on one machine; the committed firebase.json keeps the defaults for the Firebase CLI used by hand.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const emulatorHost = '127.0.0.1';

/** Each port, its variable, its default and what it is for (named in messages). */
export const emulatorPortSettings = [
  { key: 'auth', variable: 'FIREBASE_AUTH_PORT', fallback: 9099, name: 'Firebase Auth emulator' },
  { key: 'hub', variable: 'FIREBASE_HUB_PORT', fallback: 4400, name: 'Firebase emulator hub' },
  { key: 'logging', variable: 'FIREBASE_LOGGING_PORT', fallback: 4500, name: 'Firebase emulator logging' },
];

/** Reads a port variable; throws with the variable's name when it is not a port number. */
export function portFrom(env, variable, fallback) {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) throw new Error(`${variable}=${raw} is not a port number (1–65535)`);
  return port;
}

/** { auth, hub, logging } from FIREBASE_AUTH_PORT, FIREBASE_HUB_PORT, FIREBASE_LOGGING_PORT (defaults 9099, 4400, 4500). */
export function emulatorPorts(env) {
  return Object.fromEntries(emulatorPortSettings.map(({ key, variable, fallback }) => [key, portFrom(env, variable, fallback)]));
}

/** The ports as portProblems() checks them. */
export const emulatorPortChecks = (ports) =>
  emulatorPortSettings.map(({ key, variable, name }) => ({ port: ports[key], host: emulatorHost, name, variable }));

/** Writes a firebase.json for these ports in a fresh temporary folder; resolves to its path and a clean-up. */
export async function writeEmulatorConfig(ports) {
  const folder = await mkdtemp(path.join(tmpdir(), 'baobab-firebase-'));
  const file = path.join(folder, 'firebase.json');
  const config = {
    emulators: {
      auth: { host: emulatorHost, port: ports.auth },
      hub: { host: emulatorHost, port: ports.hub },
      logging: { host: emulatorHost, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** The Firebase CLI's script, run with this `node` (no npx: it costs a second and hides the real process). */
export const firebaseCli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');

/** Arguments for `node <firebaseCli> …` that start the Auth emulator with the written config. */
export const emulatorArgs = (configFile, projectId, ...command) => [
  firebaseCli,
  command.length > 0 ? 'emulators:exec' : 'emulators:start',
  '--only',
  'auth',
  '--project',
  projectId,
  '--config',
  configFile,
  ...command,
];

/** Whether an Auth emulator answers on host:port. */
export async function emulatorAnswers(hostPort, projectId) {
  try {
    const response = await fetch(`http://${hostPort}/emulator/v1/projects/${projectId}/config`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

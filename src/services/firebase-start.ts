import type { Firebase } from './firebase';
import { getCheckedJson } from './api';

/** Loads Firebase and starts Auth with the project settings the server gives (see firebase.ts). */
export async function startFirebase({ initializeApp }: typeof import('firebase/app'), sdk: Firebase['sdk']): Promise<Firebase> {
  const config = await getCheckedJson('client-config', async () => (await import('../domain/api')).clientConfigSchema);
  const app = initializeApp(config.firebase);
  // initializeAuth rather than getAuth: phone sign-in needs no popup/redirect resolver, which is heavy.
  const auth = sdk.initializeAuth(app, { persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence] });
  if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return { auth, sdk };
}

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SessionUser } from '../machines/session';

/** Firebase as far as the adapter uses it: which of its modules were imported, and who is signed in. */
const fake = vi.hoisted(() => ({
  imports: [] as string[],
  user: null as SessionUser | null,
  observers: new Set<(user: SessionUser | null) => void>(),
  signIn(user: SessionUser | null) {
    this.user = user;
    this.observers.forEach((observer) => observer(user));
  },
}));

vi.mock('firebase/app', () => {
  fake.imports.push('firebase/app');
  return { initializeApp: () => ({ name: 'fake-app' }) };
});
vi.mock('firebase/auth', () => {
  fake.imports.push('firebase/auth');
  return {
    initializeAuth: () => ({ name: 'fake-auth' }),
    indexedDBLocalPersistence: {},
    browserLocalPersistence: {},
    connectAuthEmulator: () => undefined,
    // Like Firebase: the observer hears the current user first, then every change.
    onAuthStateChanged: (_auth: unknown, observer: (user: SessionUser | null) => void) => {
      fake.observers.add(observer);
      queueMicrotask(() => observer(fake.user));
      return () => fake.observers.delete(observer);
    },
  };
});

const awa: SessionUser = { uid: 'uid-awa', displayName: 'Awa Diop', phoneNumber: '+221771234567' };
const newcomer: SessionUser = { uid: 'uid-new', displayName: null, phoneNumber: '+221781234567' };

let configRequests = 0;
let firebase: typeof import('./firebase');

beforeEach(async () => {
  fake.imports = [];
  fake.user = null;
  fake.observers.clear();
  configRequests = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', async (request: Request) => {
    if (new URL(request.url).pathname !== '/api/client-config') return Response.json({}, { status: 404 });
    configRequests += 1;
    return Response.json({ firebase: { apiKey: 'key', authDomain: 'localhost', projectId: 'demo-baobab' }, authEmulatorUrl: null });
  });
  // Each test is a new visit: nothing of Firebase loaded yet.
  vi.resetModules();
  firebase = await import('./firebase');
});
afterEach(() => vi.unstubAllGlobals());

const hinted = () => localStorage.getItem('baobab.signedIn');
/** Long enough for an idle-time load to have started and finished. */
const afterIdle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

describe('subscribeAuthState', () => {
  it('without the signed-in hint, reports nobody at once and loads no Firebase', async () => {
    const heard: (SessionUser | null)[] = [];
    const stop = firebase.subscribeAuthState((user) => heard.push(user));
    expect(heard).toEqual([null]);
    await afterIdle();
    expect(fake.imports).toEqual([]);
    expect(configRequests).toBe(0);
    stop();
  });

  it('with the hint, loads Firebase once the page is idle and reports its user', async () => {
    localStorage.setItem(firebase.signedInHintKey, '1');
    fake.user = awa;
    const heard: (SessionUser | null)[] = [];
    const stop = firebase.subscribeAuthState((user) => heard.push(user));
    expect(heard).toEqual([]);
    await vi.waitFor(() => expect(heard).toEqual([awa]), { timeout: 3_000 });
    expect(fake.imports.sort()).toEqual(['firebase/app', 'firebase/auth']);
    stop();
  });

  it('without the hint, listens as soon as the login flow loads Firebase: the sign-in is heard and remembered', async () => {
    const heard: (SessionUser | null)[] = [];
    const stop = firebase.subscribeAuthState((user) => heard.push(user));
    await firebase.loadFirebase();
    await vi.waitFor(() => expect(fake.observers.size).toBe(1));
    fake.signIn(awa);
    expect(heard.at(-1)).toEqual(awa);
    expect(hinted()).toBe('1');
    stop();
  });

  it('forgets the hint when Firebase reports nobody (a sign-out, or a session Firebase no longer has)', async () => {
    localStorage.setItem(firebase.signedInHintKey, '1');
    fake.user = awa;
    const heard: (SessionUser | null)[] = [];
    const stop = firebase.subscribeAuthState((user) => heard.push(user));
    await vi.waitFor(() => expect(heard).toEqual([awa]), { timeout: 3_000 });
    fake.signIn(null);
    expect(heard).toEqual([awa, null]);
    expect(hinted()).toBeNull();
    stop();
  });

  it('without the hint, listens when another tab signs in', async () => {
    const heard: (SessionUser | null)[] = [];
    const stop = firebase.subscribeAuthState((user) => heard.push(user));
    fake.user = awa;
    window.dispatchEvent(new StorageEvent('storage', { key: firebase.signedInHintKey, newValue: '1' }));
    await vi.waitFor(() => expect(heard).toEqual([null, awa]));
    stop();
  });

  it('a Firebase that cannot load means signed out, and the next load (a sign-in attempt) listens again', async () => {
    localStorage.setItem(firebase.signedInHintKey, '1');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => Response.json({}, { status: 503 }));
    const heard: (SessionUser | null)[] = [];
    const stop = firebase.subscribeAuthState((user) => heard.push(user));
    await vi.waitFor(() => expect(heard).toEqual([null]), { timeout: 3_000 });

    vi.stubGlobal('fetch', async () =>
      Response.json({ firebase: { apiKey: 'key', authDomain: 'localhost', projectId: 'demo-baobab' }, authEmulatorUrl: null }),
    );
    await firebase.loadFirebase();
    await vi.waitFor(() => expect(fake.observers.size).toBe(1));
    fake.signIn(awa);
    expect(heard.at(-1)).toEqual(awa);
    stop();
  });
});

describe('the session with the Firebase adapter', () => {
  it('is signed out at once without the hint, and hears a sign-in made through the login flow', async () => {
    const { sessionLogic } = await import('./auth-session');
    const session = createActor(sessionLogic).start();
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(fake.imports).toEqual([]);

    await firebase.loadFirebase();
    await vi.waitFor(() => expect(fake.observers.size).toBe(1));
    fake.signIn(newcomer);
    // An account without a name waits for its token to say whether it is staff's (a local decode).
    await vi.waitFor(() => expect(session.getSnapshot().matches({ signedIn: 'noProfile' })).toBe(true));
    expect(session.getSnapshot().context.user).toEqual(newcomer);
    session.stop();
  });

  it('a new staff member (role in the token, no name) is reported as staff: the session asks no registration of them', async () => {
    const { sessionLogic } = await import('./auth-session');
    const session = createActor(sessionLogic).start();
    await firebase.loadFirebase();
    await vi.waitFor(() => expect(fake.observers.size).toBe(1));
    const staffAccount = {
      uid: 'uid-moussa',
      displayName: null,
      phoneNumber: '+221776081481',
      getIdTokenResult: async () => ({ claims: { role: 'staff' } }),
    };
    fake.signIn(staffAccount as SessionUser);
    await vi.waitFor(() =>
      expect(session.getSnapshot().context.user).toEqual({
        uid: 'uid-moussa',
        displayName: null,
        phoneNumber: '+221776081481',
        staff: true,
      }),
    );
    expect(session.getSnapshot().matches({ signedIn: 'noProfile' })).toBe(false);
    session.stop();
  });
});

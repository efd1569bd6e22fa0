// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import type { CodeCheck } from '../../machines/login';
import { renderShop } from '../shared/testing';
import AuthRoutes from './auth-routes';

/** What the fake Firebase and API behind the real login machine answer, and the reloads they were asked for. */
const fakes = vi.hoisted(() => ({
  check: { kind: 'rejected' } as CodeCheck,
  reloads: [] as string[],
}));

vi.mock('../../services/auth-login', async () => {
  const { fromCallback, fromPromise } = await import('xstate');
  const { loginMachine } = await import('../../machines/login');
  return {
    loginLogic: loginMachine.provide({
      actors: {
        sendCode: fromPromise(async () => ({ verificationId: 'verification-1' })),
        confirmCode: fromPromise(async () => fakes.check),
        register: fromPromise(async () => {}),
        recaptchaExpiry: fromCallback(() => undefined),
      },
      actions: { reloadTo: (_, { path }) => void fakes.reloads.push(path) },
    }),
  };
});

beforeEach(() => {
  fakes.reloads.length = 0;
});
afterEach(cleanup);

const named: CodeCheck = { kind: 'verified', user: { uid: 'uid-awa', displayName: 'Awa Diop' } };
const unnamed: CodeCheck = { kind: 'verified', user: { uid: 'uid-awa', displayName: null } };

/** The auth layout where the app mounts it, opened at `url`; returns the in-memory location. */
async function openAuth(url: string, check: CodeCheck) {
  fakes.check = check;
  const shop = await renderShop(
    <Route path="/auth" nest>
      <AuthRoutes />
    </Route>,
    { path: url },
  );
  return shop.location;
}

async function signInByCode() {
  fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: '77 123 45 67' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
  fireEvent.change(await screen.findByLabelText('Code de vérification'), { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
}

const current = (location: { history?: string[] }) => location.history?.at(-1);

describe('the sign-in flow returns where the shopper came from', () => {
  it('an account with a name goes back to ?returnTo= once the code is confirmed, through the code page', async () => {
    const location = await openAuth('/auth/login?returnTo=%2Fverify', named);
    await signInByCode();
    await waitFor(() => expect(current(location)).toBe('/verify'));
    expect(location.history).toContain('/auth/login/verify');
    expect(fakes.reloads).toEqual([]);
  });

  it('a new account keeps ?returnTo= through the code and register pages, and is reloaded to it once registered', async () => {
    const location = await openAuth('/auth/login?returnTo=%2Fverify', unnamed);
    await signInByCode();
    await waitFor(() => expect(current(location)).toBe('/auth/register'));
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Awa' } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Diop' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'awa@example.sn' } });
    fireEvent.change(screen.getByLabelText('Adresse'), { target: { value: 'Rue 10, Médina, Dakar' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    await waitFor(() => expect(fakes.reloads).toEqual(['/verify']));
  });

  it.each(['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil', 'javascript%3Aalert(1)', '%2Fauth%2Fregister'])(
    'a returnTo of %s that is no page of ours ends on /',
    async (returnTo) => {
      const location = await openAuth(`/auth/login?returnTo=${returnTo}`, named);
      await signInByCode();
      await waitFor(() => expect(current(location)).toBe('/'));
    },
  );

  it('without returnTo the flow ends on /', async () => {
    const location = await openAuth('/auth/login', named);
    await signInByCode();
    await waitFor(() => expect(current(location)).toBe('/'));
  });
});

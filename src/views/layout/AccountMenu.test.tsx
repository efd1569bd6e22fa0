// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { SessionUser } from '../../machines/session';
import { renderShop, type RootActorRef } from '../shared/testing';
import { AccountMenu } from './AccountMenu';

afterEach(cleanup);

const awa: SessionUser = { uid: 'uid-awa', displayName: 'Awa Diop', phoneNumber: '+221771234567' };

function session(root: RootActorRef) {
  const actor = root.getSnapshot().children.session;
  if (!actor) throw new Error('the root has no session');
  return actor;
}

const signIn = (root: RootActorRef, user: SessionUser | null) => act(() => session(root).send({ type: 'AUTH_CHANGED', user }));

describe('AccountMenu', () => {
  it('signed out, links to /auth/login', async () => {
    const { root } = await renderShop(<AccountMenu />);
    await signIn(root(), null);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth/login');
  });

  it("signed in, shows the initials; clicking opens the menu, whose 'se déconnecter' signs out", async () => {
    const { root } = await renderShop(<AccountMenu />);
    await signIn(root(), awa);
    const badge = screen.getByRole('button', { name: 'Compte de Awa Diop' });
    expect(badge.textContent).toBe('AD');
    expect(badge.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    const states: string[] = [];
    session(root()).subscribe((snapshot) => states.push(JSON.stringify(snapshot.value)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'se déconnecter' })));
    expect(states).toContain('"signingOut"');
    expect(screen.queryByRole('button', { name: 'se déconnecter' })).toBeNull();
  });

  it('closes the menu with Escape', async () => {
    const { root } = await renderShop(<AccountMenu />);
    await signIn(root(), awa);
    fireEvent.click(screen.getByRole('button', { name: 'Compte de Awa Diop' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'se déconnecter' })).toBeNull();
  });

  it("says 'Sign out' in English", async () => {
    const { root } = await renderShop(<AccountMenu />, { locale: 'en' });
    await signIn(root(), awa);
    fireEvent.click(screen.getByRole('button', { name: 'Account of Awa Diop' }));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('sends a shopper signed in without a display name to /auth/register', async () => {
    const { root, location } = await renderShop(<AccountMenu />, { path: '/favoris' });
    await signIn(root(), { ...awa, displayName: null });
    expect(location.history?.at(-1)).toBe('/auth/register');
  });
});

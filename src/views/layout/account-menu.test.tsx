// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authChanged, awa } from '../account/testing';
import { renderShop, type RootActorRef } from '../shared/testing';
import { AccountMenu } from './account-menu';

afterEach(cleanup);

function session(root: RootActorRef) {
  const actor = root.getSnapshot().children.session;
  if (!actor) throw new Error('the root has no session');
  return actor;
}

describe('AccountMenu', () => {
  it('signed out, links to /auth/login', async () => {
    const { root } = await renderShop(<AccountMenu />);
    authChanged(root(), null);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth/login');
  });

  it("signed in, shows the initials; clicking opens the menu, whose 'Se déconnecter' signs out", async () => {
    const { root } = await renderShop(<AccountMenu />);
    authChanged(root(), awa);
    await screen.findByRole('button', { name: /^(Compte de|Account of) Awa Diop \(AD\)$/ }); // the menu's own chunk
    const badge = screen.getByRole('button', { name: 'Compte de Awa Diop (AD)' });
    expect(badge.textContent).toBe('AD');
    expect(badge.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('true');
    const states: string[] = [];
    session(root()).subscribe((snapshot) => states.push(JSON.stringify(snapshot.value)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' })));
    expect(states).toContain('"signingOut"');
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
  });

  it("offers 'Mon compte' and 'Mes commandes'; following one goes there and closes the menu", async () => {
    const { root, location } = await renderShop(<AccountMenu />, { path: '/favoris' });
    authChanged(root(), awa);
    await screen.findByRole('button', { name: /^(Compte de|Account of) Awa Diop \(AD\)$/ }); // the menu's own chunk
    fireEvent.click(screen.getByRole('button', { name: 'Compte de Awa Diop (AD)' }));
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Mes commandes' }).getAttribute('href')).toBe('/orders');

    fireEvent.click(screen.getByRole('link', { name: 'Mon compte' }));
    expect(location.history?.at(-1)).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Mon compte' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Compte de Awa Diop (AD)' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: Enter opens, Tab walks the account, the orders and sign-out, Enter follows', async () => {
    const { root, location } = await renderShop(<AccountMenu />, { path: '/favoris', locale: 'en' });
    authChanged(root(), awa);
    await screen.findByRole('button', { name: /^(Compte de|Account of) Awa Diop \(AD\)$/ }); // the menu's own chunk
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account of Awa Diop (AD)' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My account' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My orders' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(location.history?.at(-1)).toBe('/orders');
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  it('closes the menu with Escape', async () => {
    const { root } = await renderShop(<AccountMenu />);
    authChanged(root(), awa);
    await screen.findByRole('button', { name: /^(Compte de|Account of) Awa Diop \(AD\)$/ }); // the menu's own chunk
    fireEvent.click(screen.getByRole('button', { name: 'Compte de Awa Diop (AD)' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
  });

  it("says 'Sign out' in English", async () => {
    const { root } = await renderShop(<AccountMenu />, { locale: 'en' });
    authChanged(root(), awa);
    await screen.findByRole('button', { name: /^(Compte de|Account of) Awa Diop \(AD\)$/ }); // the menu's own chunk
    fireEvent.click(screen.getByRole('button', { name: 'Account of Awa Diop (AD)' }));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('sends a shopper signed in without a display name to /auth/register', async () => {
    const { root, location } = await renderShop(<AccountMenu />, { path: '/favoris' });
    authChanged(root(), { ...awa, displayName: null });
    // The session's noProfile state is projected through its own small chunk.
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth/register'));
  });
});

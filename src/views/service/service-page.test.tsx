// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import ServicePage from './service-page';
import { fakeApi, renderShop, status } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shops = {
  data: [
    { id: 1, name: 'Baobab Dakar Plateau', opening_hours: { week: { start: 9, end: 20 }, weekend: { start: 11, end: 15 } } },
    { id: 3, name: 'Baobab Thiès', opening_hours: { week: { start: 9, end: 18 }, weekend: null } },
  ],
};
const massage = {
  data: { id: 2, name: 'Massage', description: 'Détente aux huiles.', image_link: '/uploads/services/massage.webp', price: 20000 },
};

const renderPage = (id: string) => renderShop(<Route path="/services/:id" component={ServicePage} />, { path: `/services/${id}` });

describe('ServicePage (/services/{id})', () => {
  it('shows the service and its appointment form with every shop', async () => {
    fakeApi({ '/api/services/2': massage, '/api/shops': shops });
    await renderPage('2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Massage' })).toBeTruthy();
    expect(screen.getByText('Détente aux huiles.')).toBeTruthy();
    // Issue 21: the price, in F CFA as the shop's other prices (narrow no-break spaces of the French format).
    expect(screen.getByText(/^Prix/).textContent).toBe('Prix\u202f: 20\u202f000\u00a0F\u202fCFA');
    const form = screen.getByRole('form', { name: 'Prendre rendez-vous pour Massage' });
    const shop = within(form).getByLabelText('Boutique');
    await within(shop).findByRole('option', { name: 'Baobab Thiès' });
    for (const label of ['Prénom', 'Nom', 'E-mail', 'Adresse', 'Téléphone', 'Date', 'Heure'])
      expect(within(form).getByLabelText(label)).toBeTruthy();

    await userEvent.selectOptions(shop, 'Baobab Thiès');
    expect(within(form).getByText(/Du lundi au vendredi 9h–18h · Fermé le samedi et le dimanche/)).toBeTruthy();
  });

  it('marks every empty field as required, described by its message', async () => {
    fakeApi({ '/api/services/2': massage, '/api/shops': shops });
    await renderPage('2');
    const form = await screen.findByRole('form', { name: 'Prendre rendez-vous pour Massage' });
    await within(form).findByRole('option', { name: 'Baobab Thiès' });
    await userEvent.click(within(form).getByRole('button', { name: 'Réserver' }));
    const firstName = within(form).getByLabelText('Prénom');
    await vi.waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ce champ est obligatoire');
    expect(within(form).getAllByText('Ce champ est obligatoire')).toHaveLength(8);
  });

  it('a service that does not exist: a not-found state, without asking the API for a bad id', async () => {
    const api = fakeApi();
    await renderPage('abc');
    expect(await screen.findByRole('heading', { name: "Ce service n'existe pas." })).toBeTruthy();
    expect(api.requests.some((url) => url.pathname.startsWith('/api/services/'))).toBe(false);
  });

  it('a service the API does not know (404): the same not-found state', async () => {
    fakeApi({ '/api/shops': shops });
    await renderPage('99');
    expect(await screen.findByRole('heading', { name: "Ce service n'existe pas." })).toBeTruthy();
  });

  it('a failed load: an error with a way to try again', async () => {
    fakeApi({ '/api/services/2': status(503), '/api/shops': shops });
    await renderPage('2');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByRole('heading').textContent).toBe("Le service n'a pas pu être chargé.");
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

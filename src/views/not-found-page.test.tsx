// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import NotFoundPage from './not-found-page';
import { renderShop } from './shared/testing';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it("says 'This page is gone.', that the page may not exist, and leads back home", async () => {
    const { location } = await renderShop(<NotFoundPage />, { path: '/nothing/here', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'This page is gone.' })).toBeTruthy();
    expect(screen.getByText(/may not exist/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(location.history?.at(-1)).toBe('/');
  });

  it('speaks French too', async () => {
    await renderShop(<NotFoundPage />, { path: '/nothing/here', locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page a disparu.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeTruthy();
  });
});

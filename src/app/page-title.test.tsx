// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { activateLocale, type Locale } from '../services/i18n';
import InfoPage from '../views/info/info-page';
import { fakeApi, renderShop } from '../views/shared/testing';
import { PageTitle } from './page-title';
import { pageTitleOf } from './page-titles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.title = '';
});

async function titleAt(path: string, locale: Locale) {
  fakeApi();
  await renderShop(<PageTitle />, { path, locale });
  return document.title;
}

describe('page titles (<title>) in the interface language (issue 21)', () => {
  it.each([
    ['/shopping-cart', 'fr', 'Panier · Baobab'],
    ['/shopping-cart', 'en', 'Shopping cart · Baobab'],
    ['/shopping-cart', 'ar', 'سلة التسوق · Baobab'],
    ['/account', 'en', 'My account · Baobab'],
    ['/orders/12', 'ar', 'طلباتي · Baobab'],
    ['/auth/login', 'en', 'Sign in · Baobab'],
    ['/nowhere', 'en', 'Page not found · Baobab'],
    ['/', 'ar', 'Baobab'],
  ] as const)('%s in %s is titled “%s”', async (path, locale, title) => {
    expect(await titleAt(path, locale)).toBe(title);
  });

  it('follows a language switch without a reload', async () => {
    expect(await titleAt('/favoris', 'fr')).toBe('Favoris · Baobab');
    await act(() => activateLocale('ar'));
    expect(document.title).not.toMatch(/Favoris/);
    expect(document.title).toMatch(/ · Baobab$/);
    await act(() => activateLocale('en'));
    expect(document.title).toBe('Wishlist · Baobab');
  });

  it('leaves the title to the pages that name themselves: a product, a service, an information page', async () => {
    expect(['/details/3', '/services/1', '/info/privacy', '/Details/3/'].map((path) => pageTitleOf(path).kind)).toEqual([
      'own',
      'own',
      'own',
      'own',
    ]);
    document.title = 'Moringa · Baobab';
    expect(await titleAt('/details/3', 'en')).toBe('Moringa · Baobab');
  });

  it('an information page is titled by its heading, in Arabic too, and follows a language switch', async () => {
    fakeApi();
    await renderShop(
      <>
        <PageTitle />
        <Route path="/info/:slug" component={InfoPage} />
      </>,
      { path: '/info/privacy', locale: 'ar' },
    );
    await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' });
    expect(document.title).toBe('سياسة الخصوصية · Baobab');
    await act(() => activateLocale('en'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(document.title).toBe('Privacy policy · Baobab');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { Locale } from '../../services/i18n';
import { fakeApi, renderShop, status } from '../shared/testing';
import { infoSlugs, type InfoSlug } from './info-slugs';
import InfoPage from './info-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET /api/delivery-methods as the seed serves it, with fees the texts never mention. */
const deliveryMethods = {
  data: [
    { code: 'livreur', name: 'Courier delivery', fee: 2500 },
    { code: 'collect', name: 'Collect in store', fee: 10000 },
  ],
};

/** Opens an information page and waits for its heading: its texts come with their own catalog. */
async function openInfo(path: string, locale: Locale) {
  const shop = await renderShop(<Route path="/info/:slug" component={InfoPage} />, { path, locale });
  await screen.findByRole('heading', { level: 1 });
  return shop;
}

const headings: Record<InfoSlug, { en: string; fr: string; ar: string }> = {
  about: { en: 'About us', fr: 'À propos de nous', ar: 'من نحن' },
  delivery: { en: 'Delivery information', fr: 'Informations de livraison', ar: 'معلومات التوصيل' },
  shipping: { en: 'Shipping', fr: 'Expédition', ar: 'الشحن' },
  returns: { en: 'Returns', fr: 'Retours', ar: 'الإرجاع' },
  privacy: { en: 'Privacy policy', fr: 'Politique de confidentialité', ar: 'سياسة الخصوصية' },
  sales: { en: 'Conditions of sale', fr: 'Conditions de vente', ar: 'شروط البيع' },
  terms: { en: 'Terms and conditions', fr: 'Conditions générales', ar: 'الشروط والأحكام' },
};

describe('/info/:slug', () => {
  it('has a heading for every page', () => expect(Object.keys(headings).sort()).toEqual([...infoSlugs].sort()));

  it.each(infoSlugs.flatMap((slug) => (['en', 'fr', 'ar'] as const).map((locale) => [slug, locale] as const)))(
    '%s in %s has its heading and sections',
    async (slug, locale) => {
      fakeApi({ '/api/delivery-methods': deliveryMethods });
      await openInfo(`/info/${slug}`, locale);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(headings[slug][locale]);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    },
  );

  it('the French text is French: no English sentence of the source left', async () => {
    fakeApi({ '/api/delivery-methods': deliveryMethods });
    for (const slug of infoSlugs) {
      await openInfo(`/info/${slug}`, 'fr');
      const text = screen.getByRole('article').textContent ?? '';
      expect(text, slug).not.toMatch(/\b(the|your|we|our|and)\b/);
      cleanup();
    }
  });

  it('an unknown page is the not-found page', async () => {
    await openInfo('/info/cookies', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page is gone.');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('the privacy policy names the law, the authority, PayDunya, Firebase and the shop’s contact details', async () => {
    await openInfo('/info/privacy', 'fr');
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('loi n° 2008-12');
    expect(article.textContent).toContain('Commission de Protection des Données Personnelles (CDP)');
    expect(article.textContent).toContain('PayDunya');
    expect(article.textContent).toContain('Firebase');
    expect(within(article).getAllByRole('link', { name: 'contact@baobab.sn' })[0]?.getAttribute('href')).toBe('mailto:contact@baobab.sn');
    expect(within(article).getAllByRole('link', { name: '+221 33 820 00 00' })[0]?.getAttribute('href')).toBe('tel:+221338200000');
  });

  it('the delivery page shows each method with the fee the API serves', async () => {
    const api = fakeApi({ '/api/delivery-methods': deliveryMethods });
    await openInfo('/info/delivery', 'en');
    expect((await screen.findByTestId('delivery-fee-livreur')).textContent?.replace(/\D/g, '')).toBe('2500');
    expect(screen.getByTestId('delivery-fee-collect').textContent?.replace(/\D/g, '')).toBe('10000');
    expect(screen.getByRole('heading', { level: 3, name: /Courier delivery/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /Collect in store/ })).toBeTruthy();
    expect(api.requests.find((url) => url.pathname === '/api/delivery-methods')?.searchParams.get('locale')).toBe('en');
  });

  it('fees that cannot be loaded are said, with a retry that shows them', async () => {
    fakeApi({ '/api/delivery-methods': status(503) });
    await openInfo('/info/delivery', 'en');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The delivery fees could not be loaded.');
    fakeApi({ '/api/delivery-methods': deliveryMethods });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('delivery-fee-collect')).textContent?.replace(/\D/g, '')).toBe('10000');
  });
});

// @vitest-environment happy-dom
// The information texts' own catalog, seen from a fresh visit (this file's module state): loaded when
// a page opens, again for the language the shopper switches to, and retried when it could not be.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { chooseLocale, type Locale } from '../../services/i18n';
import { fakeApi, renderShop } from '../shared/testing';
import InfoPage from './info-page';

/** The Arabic information texts cannot be fetched while `offline`. */
const arabicInfo = vi.hoisted(() => ({ offline: false }));
vi.mock('../../locales/ar/info.po', async (importOriginal) => {
  if (arabicInfo.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openInfo = (path: string, locale: Locale) => renderShop(<Route path="/info/:slug" component={InfoPage} />, { path, locale });
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the information texts’ catalog', () => {
  it('is loaded when a page opens: a loading state, then the text', async () => {
    fakeApi();
    await openInfo('/info/returns', 'fr');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Retours');
  });

  it('switching language on a page shows its text in the other language at once, and back', async () => {
    fakeApi();
    await openInfo('/info/returns', 'fr');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Retours');
    const frenchText = screen.getByRole('article').textContent;

    // English information texts were never loaded in this visit: the switch brings them along.
    await act(() => chooseLocale('en'));
    expect(heading()).toBe('Returns');
    expect(screen.getByText('A damaged, wrong or missing product')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    await act(() => chooseLocale('fr'));
    expect(screen.getByRole('article').textContent).toBe(frenchText);
  });

  it('that could not be loaded is said, with a retry that shows the text (in Arabic)', async () => {
    fakeApi();
    arabicInfo.offline = true;
    await openInfo('/info/about', 'ar');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('تعذّر تحميل هذه الصفحة.');
    arabicInfo.offline = false;
    fireEvent.click(within(alert).getByRole('button'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('من نحن');
  });
});

// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { screenshotUrl } from '../../domain/paths-report';
import { fixturePathsReport } from '../../domain/testing/paths-report';
import { useCatalog } from '../../services/area-catalogs';
import { fakeApi, renderShop } from '../shared/testing';
import { FlowPaths, type PathStepChoice } from './flow-paths';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const eventWords = (type: string) => (type === 'SUBMIT' ? 'The shopper sends the form' : '');

/** The paths panel of the contact flow, in the studio's words, choosing a path as the flow's page does. */
function ContactPaths() {
  const texts = useCatalog('flows');
  const [chosen, choose] = useState<PathStepChoice | null>(null);
  return texts.isSuccess ? <FlowPaths name="contact" chosen={chosen} choose={choose} eventWords={eventWords} /> : null;
}

/** A paragraph whose whole text (a command in it is an element of its own) matches. */
const paragraph = (pattern: RegExp) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && pattern.test(element.textContent ?? '');

const ready = { status: 'ready', report: fixturePathsReport };

describe('the paths QA plays, with the last run', () => {
  it('shows each path passed or failed, with its screenshots as thumbnails linking to the full image', async () => {
    fakeApi({ '/api/flow-studio/paths-report': ready });
    await renderShop(<ContactPaths />, { locale: 'en' });
    expect((await screen.findByTestId('last-run', {}, { timeout: 10_000 })).textContent).toMatch(
      /^Last run \(.*2026.*\): 1 passed, 1 failed\./,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Paths of the last run' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(first?.textContent).toMatch(/^passed1\.\s*The shopper sends the form → xstate\.done\.actor\.sendMessage/);
    expect(second?.textContent).toMatch(/^failed2\./);

    const firstShots = within(screen.getByRole('list', { name: 'Screenshots of path 1' })).getAllByRole('img');
    expect(firstShots.map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['The page after step 0', screenshotUrl('contact', '1-step-0.png')],
      ['The page after step 1', screenshotUrl('contact', '1-step-1.png')],
      ['The page after step 2', screenshotUrl('contact', '1-step-2.png')],
    ]);
    const failedShot = screen.getByRole('link', { name: 'The page when step 2 failed' });
    expect(failedShot.getAttribute('href')).toBe('/api/flow-studio/paths-report/screenshots/contact/2-failed-2.png');
    expect(within(second!).getByText('Failed at step 2: what failed')).toBeTruthy();
    expect(within(second!).getByText(/expect\(locator\)\.toBeVisible\(\) failed/)).toBeTruthy();
  });

  it('steps through a played path with the screenshot of each step, and the failure’s at the step that failed', async () => {
    fakeApi({ '/api/flow-studio/paths-report': ready });
    await renderShop(<ContactPaths />, { locale: 'en' });
    const list = await screen.findByRole('list', { name: 'Paths of the last run' }, { timeout: 10_000 });
    fireEvent.click(within(list).getAllByRole('button')[1]!);
    expect(screen.getByText('Path 2 of the last run')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'The page after step 0' }).getAttribute('src')).toBe(screenshotUrl('contact', '2-step-0.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('img', { name: 'The page when step 2 failed' }).getAttribute('src')).toBe(
      screenshotUrl('contact', '2-failed-2.png'),
    );
    expect(screen.queryByRole('img', { name: 'The page after step 0' })).toBeNull();
  });

  it('says plainly in French that there is no run yet, and how to make one, above the covering paths', async () => {
    fakeApi({ '/api/flow-studio/paths-report': { status: 'none' } });
    await renderShop(<ContactPaths />, { locale: 'fr' });
    expect(
      await screen.findByText(
        paragraph(/^Aucune exécution pour l’instant\u202f: npm run test:paths joue ces chemins/),
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Chemins couvrant le parcours' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tells in Arabic which paths passed and failed, and names a flow the last run skipped', async () => {
    fakeApi({ '/api/flow-studio/paths-report': ready });
    await renderShop(<ContactPaths />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'مسارات آخر تشغيل' }, { timeout: 10_000 });
    expect(within(list).getByText('نجح')).toBeTruthy();
    expect(within(list).getByText('فشل')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'الصفحة عند فشل الخطوة 2' })).toBeTruthy();
    cleanup();

    fakeApi({ '/api/flow-studio/paths-report': { status: 'ready', report: { ...fixturePathsReport, machines: {} } } });
    await renderShop(<ContactPaths />, { locale: 'en' });
    expect(
      await screen.findByText(
        paragraph(/^The last run \(.*\) did not play this flow: npm run test:paths -- --only contact\.$/),
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});

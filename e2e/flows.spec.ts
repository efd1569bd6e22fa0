import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { saveScreenshot } from './support/screenshots';
import { pathsReportDir } from './support/shop-server';
import { fixturePathsReport } from '../src/domain/testing/paths-report';
import { chartOf } from '../src/views/flows/chart';
import { flowMachine } from '../src/views/flows/machines';

// The product owner's flow studio, in French, on a laptop-sized window.
test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

// The shopper's flows, then the back office's order: one per machine of src/machines.
const flowNames = [
  'cart',
  'wishlist',
  'categoryFilter',
  'login',
  'session',
  'checkout',
  'orderStatus',
  'booking',
  'contact',
  'order',
  'adminAccess',
  'adminRecordEditor',
  'adminOrderAction',
  'liveFeed',
];

/** Aborts every request to another origin and lists them: the studio must need none. */
async function offline(context: BrowserContext, origin: string): Promise<string[]> {
  const blocked: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  return blocked;
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost').origin;

/**
 * The chart's layout (ELK) runs in the page and takes seconds under load: wait for the page to say it is
 * finished, however long that takes within the test's own time, rather than for a fixed while.
 */
async function chartDrawn(page: Page) {
  const flow = page.locator('section[data-layout]');
  await expect(flow).not.toHaveAttribute('data-layout', 'pending', { timeout: 0 });
  await expect(flow).toHaveAttribute('data-layout', 'done');
  return page.getByRole('img', { name: "Diagramme d'états" });
}

test('/flows lists every flow machine, and needs nothing from another origin', async ({ page, context, baseURL }) => {
  const blocked = await offline(context, originOf(baseURL));
  await page.goto('/flows');
  await expect(page.getByRole('heading', { name: 'Les parcours de la boutique' })).toBeVisible();
  for (const name of flowNames) await expect(page.locator(`[data-flow="${name}"]`)).toBeVisible();
  await expect(page.locator('[data-flow]')).toHaveCount(flowNames.length);
  expect(blocked).toEqual([]);
});

test('a chart page draws every state of its machine, with its plain words in French', async ({ page, context, baseURL }) => {
  const blocked = await offline(context, originOf(baseURL));
  const checkout = flowMachine('checkout');
  if (!checkout) throw new Error('no checkout flow');
  const states = chartOf(checkout.machine, checkout.words).states.map((state) => state.id);
  await page.goto('/flows/checkout');
  const chart = await chartDrawn(page);
  await expect(chart).toBeVisible();
  for (const id of states) await expect(chart.locator(`[data-state="${id}"]`)).toHaveCount(1);
  await expect(chart.locator('[data-state]')).toHaveCount(states.length);
  // Guards by name with their negation, and the words of a state, in the reader's language.
  await expect(chart.getByText('ENTER_INFO [not canEnterInfo]')).toHaveCount(1);
  await expect(chart.locator('[data-state="info"]')).toContainText('Le formulaire des coordonnées');
  await saveScreenshot(page, 'flows-checkout');
  expect(blocked).toEqual([]);
});

test('a path QA runs steps through the chart', async ({ page, context, baseURL }) => {
  const blocked = await offline(context, originOf(baseURL));
  await page.goto('/flows/session');
  await chartDrawn(page);
  const paths = page.getByRole('region', { name: 'Chemins que la recette parcourt' });
  await paths.getByRole('button').first().click();
  const steps = paths.getByRole('list', { name: 'Étapes' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('départ');
  // The first state is the machine's initial one, and nothing has been taken yet.
  await expect(page.locator('[data-state="loading"][data-active]')).toHaveCount(1);
  await expect(page.locator('[data-transition][data-taken]')).toHaveCount(0);
  await paths.getByRole('button', { name: 'Étape suivante' }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('AUTH_CHANGED');
  await expect(page.locator('[data-transition][data-taken]')).toHaveCount(1);
  await expect(page.locator('[data-transition^="loading:AUTH_CHANGED"][data-taken]')).toHaveCount(1);
  expect(blocked).toEqual([]);
});

test('a flow’s paths show the last run: passed or failed, with screenshots served by the shop', async ({ page, context, baseURL }) => {
  const blocked = await offline(context, originOf(baseURL));
  // A report as `npm run test:paths` writes it, for the contact flow only (the other tests' flows stay without a run).
  const dir = pathsReportDir();
  const screenshot = join(dir, 'screenshots', 'contact');
  await mkdir(screenshot, { recursive: true });
  await writeFile(join(dir, 'summary.json'), JSON.stringify(fixturePathsReport));
  for (const played of fixturePathsReport.machines.contact!.played) {
    for (const shot of played.screenshots)
      await page.screenshot({ path: join(screenshot, shot.file), clip: { x: 0, y: 0, width: 64, height: 48 } });
  }
  try {
    await page.goto('/flows/contact');
    const paths = page.getByRole('region', { name: 'Chemins que la recette parcourt' });
    await expect(paths.getByTestId('last-run')).toContainText('chemins réussis\u202f: 1, en échec\u202f: 1');
    const played = paths.getByRole('list', { name: 'Chemins de la dernière exécution' });
    await expect(played.locator(':scope > li').nth(0)).toContainText('réussi');
    await expect(played.locator(':scope > li').nth(1)).toContainText('en échec');
    // The failure's screenshot is a thumbnail the shop serves, linking to the full image.
    const failure = paths.getByRole('link', { name: 'La page quand l’étape 2 a échoué' });
    const image = failure.getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const full = await page.request.get((await failure.getAttribute('href')) ?? '');
    expect(full.headers()['content-type']).toBe('image/png');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  expect(blocked).toEqual([]);
});

async function addFirstBestSeller(shop: Page) {
  const card = shop.getByRole('region', { name: 'NOS MEILLEURES VENTES' }).getByRole('article').first();
  await card.getByRole('button', { name: /Ajouter au panier/ }).click();
}

test('with the shop open in another tab, adding to the cart shows the event and the transition in the studio within a second', async ({
  page: studio,
  context,
  baseURL,
}) => {
  const blocked = await offline(context, originOf(baseURL));
  await studio.goto('/flows/cart');
  await expect(await chartDrawn(studio)).toBeVisible();
  await expect(studio.getByTestId('last-event')).toContainText('—');

  const shop = await context.newPage();
  await shop.goto('/');
  // The shop's cart actor answers the studio: the chart shows it running.
  await expect(studio.locator('[data-state=""][data-active]')).toHaveCount(1);

  await addFirstBestSeller(shop);
  const clicked = Date.now();
  await expect(studio.getByTestId('last-event')).toContainText('ADD', { timeout: 1_000 });
  await expect(studio.locator('[data-transition][data-taken]')).toHaveCount(1, { timeout: 1_000 });
  const seenAfter = Date.now() - clicked;
  expect(seenAfter).toBeLessThan(1_000);
  // The alternative that ran (a new line), not its sibling (a line that grows).
  await expect(studio.locator('[data-transition][data-taken]')).toHaveAttribute('data-transition', ':ADD:1:');
  await expect(studio.getByRole('list', { name: 'Événements' }).getByRole('listitem').first()).toContainText('ADD');
  await saveScreenshot(studio, 'flows-cart-live');
  // The live panel and timeline on a phone (docs/flows/images/studio-live-390.png).
  await studio.setViewportSize({ width: 390, height: 844 });
  await studio.locator('aside').screenshot({ path: 'e2e-artifacts/flows-live-panel-390.png' });
  await studio.setViewportSize({ width: 1440, height: 900 });

  // The list keeps the timeline and counts the running actors.
  await studio.getByRole('link', { name: 'Tous les parcours' }).click();
  await expect(studio.locator('[data-flow="cart"]')).toContainText('1 en cours');
  await expect(studio.getByRole('list', { name: 'Événements' }).getByRole('listitem').first()).toContainText(/Panier\s*cart.*ADD/);
  await saveScreenshot(studio, 'flows-list-live');
  expect(blocked).toEqual([]);
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the chart opens readable (100 %) and keeps the state a path is in on screen, step after step', async ({ page }) => {
    await page.goto('/flows/checkout');
    const chart = await chartDrawn(page);
    await expect(page.getByRole('toolbar', { name: 'Zoom' })).toContainText('100%');
    const paths = page.getByRole('region', { name: 'Chemins que la recette parcourt' });
    // The longest of the covering paths goes furthest into the chart.
    const covering = paths.getByRole('list', { name: 'Chemins couvrant le parcours' }).getByRole('button');
    const lengths = await covering.evaluateAll((buttons) => buttons.map((button) => (button.textContent ?? '').split('→').length));
    await covering.nth(lengths.indexOf(Math.max(...lengths))).click();
    const next = paths.getByRole('button', { name: 'Étape suivante' });
    // Its first ten steps go through the cart, the details and the payment, far apart on the chart.
    for (let step = 0; step < 10 && (await next.isEnabled()); step++) {
      await next.click();
      const now = (await paths.locator('[aria-current="step"]').textContent())?.split('→').at(-1)?.split(',')[0]?.trim();
      await expect(chart.locator(`[data-state="${now}"]`)).toBeInViewport();
    }
  });
});

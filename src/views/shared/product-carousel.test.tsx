// @vitest-environment happy-dom
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootActor } from '../../actors/root-actor';
import { activateLocale, i18n } from '../../services/i18n';
import { beginTakeover } from '../../services/page-takeover';
import { approached } from './approach';
import { fixtureProducts } from './testing';
import { ProductCarousel } from './product-carousel';
import { TakenOver } from './takeover-suspense';

/** The parts the page's IntersectionObserver watches, and a way to swipe one into view: a stand-in for the browser's. */
const watched = new Map<Element, IntersectionObserverCallback>();
class StandInObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    watched.set(element, this.report);
  }
  unobserve(element: Element) {
    watched.delete(element);
  }
  disconnect() {
    for (const [element, report] of watched) if (report === this.report) watched.delete(element);
  }
}
function swipeIntoView(element: Element) {
  watched.get(element)?.([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
}

/** How much of an element its observer sees (1: all of it). */
function reportInView(element: Element, ratio: number) {
  const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as unknown as IntersectionObserverEntry;
  watched.get(element)?.([entry], {} as IntersectionObserver);
}

const products = fixtureProducts.slice(0, 3);

function Shop({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RootActor.Provider options={{ input: { cart: { items: [] }, wishlist: { items: [] } } }}>
          <Router ssrPath="/shopping-cart">{children}</Router>
        </RootActor.Provider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

const page = (
  <Shop>
    <ProductCarousel products={products} title="Vous aimerez aussi" headingId="also-like" eagerCount={2} />
    <TakenOver />
  </Shop>
);

let root: Root | undefined;
const errors: unknown[] = [];

beforeEach(async () => {
  vi.stubGlobal('IntersectionObserver', StandInObserver);
  await activateLocale('fr');
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  errors.length = 0;
  watched.clear();
  vi.unstubAllGlobals();
});

/** The card's add-to-cart button, once React has it and knows the (empty) cart; null while it is the server's place for it. */
const addButton = (card: Element) => card.querySelector<HTMLButtonElement>('button:not([aria-pressed])');

describe('ProductCarousel on a page the server rendered', () => {
  it('hydrates each card as it comes into view, keeping the server’s markup of the others', async () => {
    beginTakeover(approached);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const cards = [...container.querySelectorAll('[data-hydrate-on-approach]')];
    expect(cards).toHaveLength(3);
    // Every card is readable before any script: its name and its link to the details page.
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual(['/details/1', '/details/2', '/details/3']);
    const serverArticle = cards[2]?.querySelector('article');

    startTransition(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => void errors.push(error) });
    });
    await expect.poll(() => cards.filter((card) => watched.has(card)).length).toBe(3);
    // The two a phone shows come into view at once; the third stays clipped past the edge.
    swipeIntoView(cards[0] as Element);
    swipeIntoView(cards[1] as Element);
    await expect.poll(() => cards.map((card) => addButton(card) !== null)).toEqual([true, true, false]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(addButton(cards[2] as Element)).toBeNull();

    swipeIntoView(cards[2] as Element);
    await expect.poll(() => addButton(cards[2] as Element)?.textContent).toContain('Ajouter au panier');
    // Hydrated in place, not drawn anew.
    expect(cards[2]?.querySelector('article')).toBe(serverArticle);
    expect(errors).toEqual([]);
  });
});

describe('ProductCarousel before its first touch', () => {
  const drawn = async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    startTransition(() => root?.render(page));
    const nextButton = () => container.querySelector<HTMLButtonElement>('button[aria-label="Produits suivants"]');
    const previousButton = () => container.querySelector<HTMLButtonElement>('button[aria-label="Produits précédents"]');
    await expect.poll(nextButton).not.toBeNull();
    const lastSlide = container.querySelector('ul')?.lastElementChild as Element;
    await expect.poll(() => watched.has(lastSlide)).toBe(true);
    return { lastSlide, nextButton, previousButton };
  };

  it('offers next while its last card is past the edge', async () => {
    const { lastSlide, nextButton, previousButton } = await drawn();
    expect(nextButton()?.disabled).toBe(false);
    expect(previousButton()?.disabled).toBe(true);
    reportInView(lastSlide, 0.4);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(nextButton()?.disabled).toBe(false);
  });

  it('turns next off when every card is in view (a wide screen)', async () => {
    const { lastSlide, nextButton } = await drawn();
    reportInView(lastSlide, 1);
    await expect.poll(() => nextButton()?.disabled).toBe(true);
  });
});

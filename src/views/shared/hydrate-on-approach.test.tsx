// @vitest-environment happy-dom
import { lazy, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowserState } from '../../actors/browser-state';
import { I18nProvider, useLingui } from '@lingui/react';
import { activateLocale, i18n } from '../../services/i18n';
import { beginTakeover } from '../../services/page-takeover';
import { approached } from './approach';
import { HydrateOnApproach } from './hydrate-on-approach';
import { TakenOver } from './takeover-suspense';

/** What the page's IntersectionObserver was told to watch, and a way to scroll: a test stand-in for the browser's. */
const observed = new Set<Element>();
const reports = new Map<Element, IntersectionObserverCallback>();
class StandInObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.add(element);
    reports.set(element, this.report);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}
function scrollNear(element: Element) {
  reports.get(element)?.([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
}

const hydratedParts: string[] = [];

/** A part below the fold: a card whose button lives only in the browser, and which says when React has it. */
function Card({ name }: { name: string }) {
  const [presses, setPresses] = useState(0);
  const known = useBrowserState();
  useEffect(() => {
    hydratedParts.push(name);
  }, [name]);
  return (
    <section>
      <h2>{name}</h2>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        {known ? `Add to cart (${presses})` : 'Cart unknown'}
      </button>
    </section>
  );
}

const LazyCard = lazy(() => Promise.resolve({ default: Card }));

/** The header's cart link: its count lives only in the browser. */
function CartLink() {
  return <p>{useBrowserState() ? 'Cart, 2 items' : 'Cart'}</p>;
}

/** The shop's shape: the header above, a part below the fold in its own chunk. */
function Page() {
  return (
    <>
      <CartLink />
      <HydrateOnApproach part={LazyCard} name="Moringa" />
      <TakenOver />
    </>
  );
}

/** A part below the fold with parts of its own: a carousel's shelf whose cards past its edge wait their turn. */
function Shelf({ names }: { names: readonly string[] }) {
  return (
    <div>
      {names.map((name) => (
        <HydrateOnApproach key={name} part={Card} name={name} />
      ))}
    </div>
  );
}
const shelfNames = ['Moringa', 'Kinkeliba'] as const;

function PageWithShelf() {
  return (
    <>
      <CartLink />
      <HydrateOnApproach part={Shelf} names={shelfNames} />
      <TakenOver />
    </>
  );
}

/** A part whose words follow the page's language. */
function Greeting() {
  return (
    <section>
      <h2>{useLingui().i18n.locale === 'en' ? 'Welcome' : 'Bienvenue'}</h2>
    </section>
  );
}

/** A part holding a part, as a carousel holds its cards. */
function GreetingShelf() {
  return (
    <div>
      <HydrateOnApproach part={Greeting} />
    </div>
  );
}

function PageInFrench() {
  return (
    <I18nProvider i18n={i18n}>
      <CartLink />
      <HydrateOnApproach part={GreetingShelf} />
      <TakenOver />
    </I18nProvider>
  );
}

let root: Root | undefined;
const errors: unknown[] = [];
let prefix = 0;

/** The server's markup in the document, then taken over as boot.tsx does. */
async function takeOver(page = <Page />): Promise<HTMLElement> {
  const identifierPrefix = `t${(prefix += 1)}-`;
  beginTakeover(approached);
  const container = document.createElement('div');
  renderToString(page, { identifierPrefix });
  await new Promise((resolve) => setTimeout(resolve, 0));
  container.innerHTML = renderToString(page, { identifierPrefix });
  document.body.append(container);
  // In a transition, as boot.tsx hydrates.
  startTransition(() => {
    root = hydrateRoot(container, page, { identifierPrefix, onRecoverableError: (error) => void errors.push(error) });
  });
  await expect.poll(() => container.querySelector('p')?.textContent).toBe('Cart, 2 items');
  return container;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', StandInObserver);
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  errors.length = 0;
  hydratedParts.length = 0;
  observed.clear();
  reports.clear();
  vi.unstubAllGlobals();
});

describe('HydrateOnApproach', () => {
  it('leaves a part below the fold as the server wrote it until the shopper scrolls near, then hydrates it in place', async () => {
    const container = await takeOver();
    const serverCard = container.querySelector('section');

    // The rest of the page is taken over and shows the browser's state (takeOver waited for it): the part is not
    // hydrated, and held nothing up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hydratedParts).toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('Cart unknown');

    const wrapper = container.querySelector('[data-hydrate-on-approach]');
    expect(wrapper && observed.has(wrapper)).toBe(true);
    scrollNear(wrapper as Element);

    await expect.poll(() => hydratedParts).toEqual(['Moringa']);
    await expect.poll(() => container.querySelector('button')?.textContent).toBe('Add to cart (0)');
    // Hydrated, not drawn anew: the same element, and React found what the server wrote.
    expect(container.querySelector('section')).toBe(serverCard);
    expect(errors).toEqual([]);
  });

  it('hydrates the part at once when the shopper presses something in it, and the press counts', async () => {
    const container = await takeOver();
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(hydratedParts).toEqual([]);

    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.click();

    expect(hydratedParts).toEqual(['Moringa']);
    await expect.poll(() => container.querySelector('button')?.textContent).toBe('Add to cart (1)');
    expect(container.querySelector('button')).toBe(button);
    expect(errors).toEqual([]);
  });

  it('hydrates a part inside a part in its turn, finding the server’s state in it, then the browser’s', async () => {
    const container = await takeOver(<PageWithShelf />);
    const [shelf, firstCard, secondCard] = [...container.querySelectorAll('[data-hydrate-on-approach]')];
    const buttons = () => [...container.querySelectorAll('button')].map((button) => button.textContent);
    scrollNear(shelf as Element);
    // The shelf is hydrated after the page was taken over; its cards wait for their own turn, as the server wrote them.
    await expect.poll(() => firstCard && observed.has(firstCard)).toBe(true);
    expect(hydratedParts).toEqual([]);

    scrollNear(firstCard as Element);
    await expect.poll(() => buttons()).toEqual(['Add to cart (0)', 'Cart unknown']);
    expect(hydratedParts).toEqual(['Moringa']);
    scrollNear(secondCard as Element);
    await expect.poll(() => buttons()).toEqual(['Add to cart (0)', 'Add to cart (0)']);
    // Each hydrated what the server wrote: no part was drawn anew.
    expect(errors).toEqual([]);
  });

  it('draws the part at once in a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Page />);
    await expect.poll(() => container.querySelector('button')?.textContent).toBe('Add to cart (0)');
    expect(observed.size).toBe(0);
  });

  it('draws a part anew in a language chosen while it waits or is being hydrated, without a hydration error', async () => {
    // Both languages' texts loaded, so that the switch below is immediate, as a shopper's second switch is.
    await activateLocale('en');
    await activateLocale('fr');
    const container = await takeOver(<PageInFrench />);
    const [shelf, card] = [...container.querySelectorAll('[data-hydrate-on-approach]')];
    scrollNear(shelf as Element);
    await expect.poll(() => observed.has(card as Element)).toBe(true);
    expect(container.querySelector('h2')?.textContent).toBe('Bienvenue');

    // The card comes into view and, before React has hydrated it, the shopper picks English.
    scrollNear(card as Element);
    i18n.activate('en');

    await expect.poll(() => container.querySelector('h2')?.textContent).toBe('Welcome');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toEqual([]);
  });
});

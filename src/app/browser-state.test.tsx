// @vitest-environment happy-dom
import { lazy, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginTakeover } from '../services/page-takeover';
import { TakenOver, TakeoverSuspense } from '../views/shared/takeover-suspense';
import { useBrowserState } from '../actors/browser-state';

/** The header's cart link: its count lives only in the browser. */
function CartLink() {
  return <p>{useBrowserState() ? 'Cart, 2 items' : 'Cart'}</p>;
}

const Footer = () => <p>Footer</p>;

/** The shop's shape: the link in the shell, a part of the page in a boundary of its own. */
function Page({ Part }: { Part: ComponentType }) {
  return (
    <>
      <CartLink />
      <TakeoverSuspense fallback={null}>
        <Part />
      </TakeoverSuspense>
      <TakenOver />
    </>
  );
}

let root: Root | undefined;
const errors: unknown[] = [];

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  errors.length = 0;
});

describe('useBrowserState', () => {
  it('is true at once in a page the browser draws alone', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Page Part={Footer} />);
    await expect.poll(() => container.textContent).toBe('Cart, 2 itemsFooter');
  });

  it('is false in the server’s markup and while it is taken over, true once every part is hydrated', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const LatePart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const container = document.createElement('div');
    // As the server renders it: a takeover is under way there too (no document on the server says the same).
    beginTakeover();
    container.innerHTML = renderToString(<Page Part={Footer} />);
    expect(container.textContent).toBe('CartFooter');
    document.body.append(container);
    root = hydrateRoot(container, <Page Part={LatePart} />, { onRecoverableError: (error) => void errors.push(error) });

    // The shell is hydrated, a part still waits for its code: the link keeps the server's words meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('CartFooter');

    arrive({ default: Footer });
    await expect.poll(() => container.textContent).toBe('Cart, 2 itemsFooter');
    expect(errors).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { lazy, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginTakeover, pageTakenOver } from '../../services/page-takeover';
import { TakenOver, TakeoverSuspense } from './takeover-suspense';

// A word every part reads from outside React, as the shop's text is read from Lingui's one i18n object.
let word = 'Retours';
const hydrated: string[] = [];

function Words({ name }: { name: string }) {
  useEffect(() => void hydrated.push(name), [name]);
  return <p>{`${name}: ${word}`}</p>;
}

/** The shop's shape: a shell, a boundary around the header and page, one around the page, one around the footer. */
function Page({ Footer }: { Footer: ComponentType }) {
  return (
    <>
      <TakeoverSuspense fallback={null}>
        <Words name="header" />
        <TakeoverSuspense fallback={null}>
          <Words name="page" />
        </TakeoverSuspense>
        <TakeoverSuspense fallback={null}>
          <Footer />
        </TakeoverSuspense>
      </TakeoverSuspense>
      <TakenOver />
    </>
  );
}

const footer = () => <Words name="footer" />;
let root: Root | undefined;
const errors: unknown[] = [];

/** The page rendered as the server does, then taken over as src/main.tsx does. */
function takeOver(clientFooter: ComponentType = footer): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page Footer={footer} />);
  document.body.append(container);
  beginTakeover();
  root = hydrateRoot(container, <Page Footer={clientFooter} />, { onRecoverableError: (error) => void errors.push(error) });
  return container;
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  word = 'Retours';
  hydrated.length = 0;
  errors.length = 0;
});

describe('pageTakenOver', () => {
  it('waits for the last part of a rendered page, then a change read from outside React finds no server markup', async () => {
    const container = takeOver();
    let done = false;
    const taken = pageTakenOver().then(() => (done = true));
    expect(done).toBe(false);
    await taken;
    expect(hydrated.toSorted()).toEqual(['footer', 'header', 'page']);

    word = 'Returns';
    root?.render(<Page Footer={footer} />);
    await expect.poll(() => container.textContent).toBe('header: Returnspage: Returnsfooter: Returns');
    expect(errors).toEqual([]);
  });

  it('waits for a part whose code is still on its way', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const LateFooter = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    takeOver(LateFooter);
    let done = false;
    void pageTakenOver().then(() => (done = true));
    await expect.poll(() => hydrated.toSorted()).toEqual(['header', 'page']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);

    arrive({ default: footer });
    await expect.poll(() => done).toBe(true);
    expect(hydrated).toContain('footer');
    expect(errors).toEqual([]);
  });

  it('resolves at once where nothing is taken over (a page the browser drew alone)', async () => {
    await expect(pageTakenOver()).resolves.toBeUndefined();
  });
});

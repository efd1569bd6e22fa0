// @vitest-environment happy-dom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Every text the container showed, commit after commit. */
function recordTexts(container: HTMLElement): string[] {
  const seen = [container.textContent ?? ''];
  new MutationObserver(() => seen.push(container.textContent ?? '')).observe(container, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return seen;
}

describe('lazyPage', () => {
  it('renders a preloaded page at once, never its fallback', async () => {
    const Page = lazyPage(async () => ({ default: Greeting }));
    await Page.preload();
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Awa" />
      </Suspense>,
    );
    // Synchronously after the first commit: with React.lazy this is the fallback.
    expect(container.textContent).toBe('Hello Awa');
  });

  it('shows the fallback, then the page, when it was not preloaded', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const Page = lazyPage(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Awa" />
      </Suspense>,
    );
    const texts = recordTexts(container);
    expect(container.textContent).toBe('loading');
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Awa')).toBeTruthy();
    expect(texts[0]).toBe('loading');
  });

  it('loads its chunk once however often it is preloaded and rendered', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page name="Awa" />);
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    const { container } = render(<Page name="Awa" />);
    expect(container.textContent).toBe('Hello Awa');
    expect(loads).toBe(2);
  });
});

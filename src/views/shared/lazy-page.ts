import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Loads the page's chunk (once); resolves when the page can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk, like React.lazy, that renders at once when its chunk was loaded before
 * (`preload`, as main.tsx does for the page being opened). React.lazy suspends on its first render
 * even when the module is already there, and React holds a suspended boundary's content back until
 * 300 ms after its fallback showed (Suspense reveal throttling): every first load painted "loading"
 * and then the page, with its largest paint, 300 ms or more later.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Asked again by the next render (React.lazy reports this failure to the nearest error boundary).
        loading = undefined;
        throw error;
      },
    ));
  // Rendered only while the chunk is missing, so it suspends and never mounts a page itself: once
  // `loaded` is set the page is rendered directly, and stays the same component type from then on.
  const Suspending = lazy(preload);
  const Page = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Page, { preload: () => preload().then(() => undefined) });
}

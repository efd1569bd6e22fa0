import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, for development builds opened with `?inspect` only: the production bundle
 * never contains it (the import sits behind `import.meta.env.DEV`, which Vite replaces at build time).
 */
export async function developmentInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

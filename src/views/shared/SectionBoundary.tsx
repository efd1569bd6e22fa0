import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Keeps a failing secondary section (a chunk that did not arrive on a flaky connection, a render error)
 * from blanking the whole page: the section is left out and the rest of the page keeps working.
 * React still reports the error to the console.
 */
export class SectionBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

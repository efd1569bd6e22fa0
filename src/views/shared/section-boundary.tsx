import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoadFailed } from './load-states';

interface State {
  failed: boolean;
}

export interface SectionBoundaryProps {
  children: ReactNode;
  /** What shows instead of a failed section; by default a message with Try again. */
  fallback?: ReactNode;
  /** Called by Try again before the section renders again (e.g. to ask for a chunk that did not arrive once more). */
  onRetry?: () => void;
}

/**
 * Keeps a failing secondary section (a chunk that did not arrive on a flaky connection, a render error)
 * from blanking the whole page: the section says it could not be loaded and offers to try again, and the
 * rest of the page keeps working. React still reports the error to the console.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback ?? (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <LoadFailed retry={this.retry} retrying={false}>
            <Trans>This part of the page could not be loaded.</Trans>
          </LoadFailed>
        </div>
      )
    );
  }
}

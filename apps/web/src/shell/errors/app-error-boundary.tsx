import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ReportedError } from './reported-error';

interface State {
  error: unknown;
}

/**
 * Last-resort boundary around the whole app (errors outside the router, e.g. in providers). Route
 * errors are caught by the router's `errorElement` first.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled interface error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ReportedError
          error={this.state.error}
          path={window.location.pathname}
          onBack={() => window.location.assign('/')}
        />
      );
    }
    return this.props.children;
  }
}

import { LazyErrorPage } from '@salesdesk/react-ui';
import { Component, type ReactNode, Suspense } from 'react';

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Whether the user is logged in (the error page's way back: dashboard or login). */
  loggedIn?: boolean;
  /** Receives the caught error (error reporting, SPEC §8). */
  onError?: (error: unknown) => void;
}

/** Catches a page's render or chunk error and shows the general error page (SPEC §2). */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <LazyErrorPage statusCode={500} landmark="section" canReload loggedIn={this.props.loggedIn ?? true} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

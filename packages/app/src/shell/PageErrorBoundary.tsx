import { LazyErrorPage, uiMessages } from '@salesdesk/react-ui';
import { Component, type ReactNode, Suspense } from 'react';

/** Props of {@link PageErrorBoundary}. */
export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Where the error page's main link leads and what it says (default: the dashboard). */
  wayBack?: { homeHref?: string; homeLabel?: string };
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
          <LazyErrorPage
            statusCode={500}
            description={uiMessages.errors.renderFailed}
            landmark="section"
            canReload
            {...this.props.wayBack}
          />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

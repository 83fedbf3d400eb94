import { ErrorPage } from '@salesdesk/react-ui';
import { Component, type ReactNode } from 'react';

const DESCRIPTION = 'Nie udało się wyświetlić strony. Spróbuj ponownie za chwilę.';

/** Catches a page's render or chunk error and shows the general error page (SPEC §2). */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error) return <ErrorPage statusCode={500} description={DESCRIPTION} />;
    return this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UnexpectedErrorPage } from './lazyErrorPages';

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : undefined;
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown) {
    console.error('Unexpected error in a screen', error);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <UnexpectedErrorPage errorText={describe(this.state.error)} />;
  }
}

/**
 * A screen that throws shows the unexpected-error page in its place; the next navigation (a new
 * path) tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}

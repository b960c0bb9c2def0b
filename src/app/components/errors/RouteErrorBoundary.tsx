import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { UnexpectedErrorPage } from './lazyErrorPages';

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `${String(status)} ${typeof statusText === 'string' ? statusText : ''}`.trim();
  }
  return typeof error === 'string' ? error : undefined;
}

/** The router's error boundary: a screen that throws shows the unexpected-error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error in a screen', error);
  }, [error]);
  return <UnexpectedErrorPage errorText={describe(error)} />;
}

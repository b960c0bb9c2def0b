import { matchPath } from 'react-router-dom';
import { routeTable } from './routeTable';

/**
 * Starts downloading the screen of `pathname` (its chunk) at start-up, so it arrives while the
 * sign-in completes and the rights load instead of after them. Unknown paths load nothing.
 */
export function preloadScreen(pathname: string): void {
  const route = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  void route?.screen?.preload().catch(() => {
    // Rendering loads it again and shows the failure where the screen would be.
  });
}

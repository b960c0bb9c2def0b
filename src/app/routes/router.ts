import { createBrowserRouter } from 'react-router-dom';
import { buildAppRoutes } from './appRoutes';

export function createAppRouter() {
  return createBrowserRouter(buildAppRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;

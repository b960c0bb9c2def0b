import { WhatsAppDashboardSources } from './dashboardSources';

declare module 'fastify' {
  interface FastifyInstance {
    /** What WhatsApp modules show on the start page: the newsletter module registers here. */
    whatsappDashboard: WhatsAppDashboardSources;
  }
}

export { WhatsAppDashboardSources };
export type { WhatsAppDashboardSource } from './dashboardSources';
export { whatsappDashboardRoutes } from './dashboardRoutes';

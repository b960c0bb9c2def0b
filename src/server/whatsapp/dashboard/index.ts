export type { WhatsAppDashboardSource, WhatsAppDashboardSources } from './dashboardSources';
export { whatsappDashboardRoutes } from './dashboardRoutes';

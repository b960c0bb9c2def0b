/**
 * How the product's modules use each other, in one place: what may not be taken away from a
 * newsletter (usage finders), what the start page and the global search show of each module.
 * `app.ts` passes these to the services as typed arguments; each is a record with one named
 * field per module, so a module left out does not compile, and nothing registers itself.
 */
import { suiteSearchSources, type SearchSources } from './suite/search';
import type { AccountUsageFinders } from './whatsapp/accounts';
import type { WhatsAppDashboardSources } from './whatsapp/dashboard';
import { linkNumberFirstStep } from './whatsapp/accounts/firstStep';
import { activateDoubleOptInFirstStep } from './whatsapp/doubleOptIn/firstStep';
import type { FirstStepSources } from './whatsapp/firstSteps';
import { sendNewsletterFirstStep } from './whatsapp/newsletters/firstStep';
import { approveTemplateFirstStep } from './whatsapp/templates/firstStep';
import { doiUsageFinder } from './whatsapp/doubleOptIn';
import { newsletterDashboardSource } from './whatsapp/newsletters/dashboardSource';
import { newsletterSearchSource } from './whatsapp/newsletters/searchSource';
import { newsletterAccountUsages, newsletterTemplateUsages } from './whatsapp/newsletters/usages';
import { templateWabaUsageFinder, type TemplateUsageFinders } from './whatsapp/templates';
import { templateSearchSource } from './whatsapp/templates/searchSource';

/** Who keeps a WABA or number from a status change, an unlink or a removal (spec section 4). */
export const accountUsages: AccountUsageFinders = {
  newsletters: newsletterAccountUsages,
  templates: templateWabaUsageFinder,
  doubleOptIn: doiUsageFinder,
};

/** Who keeps a template from being archived or deleted (spec section 4). */
export const templateUsages: TemplateUsageFinders = { newsletters: newsletterTemplateUsages };

/** What the global search looks through (spec sections 1 and 7). */
export const searchSources: SearchSources = {
  ...suiteSearchSources,
  whatsAppTemplates: templateSearchSource,
  whatsAppNewsletters: newsletterSearchSource,
};

/** What the WhatsApp service shows on the start page. */
export const whatsappDashboardSources: WhatsAppDashboardSources = {
  newsletters: newsletterDashboardSource,
};

/** The start page's first-steps checklist, one step per module (issue 23 point 10). */
export const firstStepSources: FirstStepSources = {
  linkNumber: linkNumberFirstStep,
  activateDoubleOptIn: activateDoubleOptInFirstStep,
  approveTemplate: approveTemplateFirstStep,
  sendNewsletter: sendNewsletterFirstStep,
};

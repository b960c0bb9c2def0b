/**
 * The start page's first-steps checklist (issue 23 point 10): the four steps that set up an
 * account for WhatsApp newsletters, in the order a new account takes them.
 */
export const firstStepKeys = [
  'linkNumber',
  'activateDoubleOptIn',
  'approveTemplate',
  'sendNewsletter',
] as const;
export type FirstStepKey = (typeof firstStepKeys)[number];

export interface FirstStep {
  key: FirstStepKey;
  done: boolean;
}

/** `GET /WhatsAppApi/Dashboard/firstSteps`: the steps the caller may see, in `firstStepKeys` order. */
export interface FirstSteps {
  steps: FirstStep[];
}

/**
 * The subscriber form (create and edit) and the recipient group name (spec section 5), applied by
 * the SPA's forms and the server alike.
 */
import { mixed, object, string, type InferType } from 'yup';
import { cultures, doiStatuses, type DoiStatus } from '../subscribers';
import { normalizePhone } from '../phone';
import { encodeIssue, validationReasons as reasons } from './issue';
import { emailRule, textRule } from './rules';

export const subscriberLimits = { name: 100, email: 254, telnr: 40, customValue: 500 } as const;
export const groupNameMax = 100;

/** A reason of the subscriber rules beyond the general ones: neither email nor phone given. */
export const missingContactReason = 'missingContact';

/** A phone number libphonenumber-js accepts (national numbers read as German). */
export function subscriberPhoneRule() {
  return textRule({ max: subscriberLimits.telnr }).test({
    name: reasons.phone,
    message: encodeIssue(reasons.phone),
    skipAbsent: true,
    test: (value) => normalizePhone(value!) !== null,
  });
}

export const subscriberSchema = object({
  firstname: textRule({ max: subscriberLimits.name }),
  lastname: textRule({ max: subscriberLimits.name }),
  email: emailRule({ max: subscriberLimits.email }).test({
    name: missingContactReason,
    message: encodeIssue(missingContactReason),
    // A subscriber is reachable by email or phone: one of both is required.
    test: (value, context) => Boolean(value) || Boolean(String(context.parent.telnr ?? '').trim()),
  }),
  telnr: subscriberPhoneRule(),
  culture: string()
    .required(encodeIssue(reasons.required))
    .oneOf(
      cultures.map((c) => c.id),
      encodeIssue(reasons.invalid),
    ),
  doiStatus: mixed<DoiStatus>()
    .required(encodeIssue(reasons.required))
    .oneOf([...doiStatuses], encodeIssue(reasons.invalid)),
}).typeError(encodeIssue(reasons.invalid));

export type SubscriberFormValues = InferType<typeof subscriberSchema>;

/** A recipient group's name: required, no HTML, at most {@link groupNameMax} characters. */
export const groupSchema = object({
  name: textRule({ required: true, max: groupNameMax }),
}).typeError(encodeIssue(reasons.invalid));

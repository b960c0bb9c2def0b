/**
 * The help popup's second post (spec section 7, `/Dynamix/PopupRequest.aspx?supportRequest=1`):
 * its `body` parameter is the text of the support request, under the same rule.
 */
import { object, type InferType } from 'yup';
import { encodeIssue, validationReasons } from './issue';
import { supportRequestTextRule } from './supportRequestSchema';

export const popupRequestSchema = object({
  body: supportRequestTextRule(),
}).typeError(encodeIssue(validationReasons.invalid));

export type PopupRequest = InferType<typeof popupRequestSchema>;

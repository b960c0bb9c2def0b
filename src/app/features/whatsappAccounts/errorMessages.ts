import { accountsErrorMessages as messages } from './messages';

/** The text of an errorKey of the accounts calls and the signup (spec section 8). */
const byKey: Record<string, (typeof messages)[keyof typeof messages]> = {
  embeddedSignupInvalidMessage: messages.errorEmbeddedSignupInvalidMessage,
  embeddedSignupInvalidCallback: messages.errorEmbeddedSignupInvalidCallback,
  embeddedSignupUnknownError: messages.errorEmbeddedSignupUnknownError,
  embeddedSignupScriptsBlocked: messages.errorEmbeddedSignupScriptsBlocked,
  wabaAlreadyLinked: messages.errorWabaAlreadyLinked,
  wrongWabaForPhoneNumber: messages.errorWrongWabaForPhoneNumber,
  accountStatusChangeInUse: messages.errorAccountStatusChangeInUse,
  accountUnlinkInUse: messages.errorAccountUnlinkInUse,
  phoneNumberStatusChangeInUse: messages.errorPhoneNumberStatusChangeInUse,
  phoneNumberRemovalInUse: messages.errorPhoneNumberRemovalInUse,
};

export function errorMessageOf(errorKey: string | null, signup = false) {
  return (
    (errorKey && byKey[errorKey]) ||
    (signup ? messages.errorEmbeddedSignupUnknownError : messages.errorUnknown)
  );
}

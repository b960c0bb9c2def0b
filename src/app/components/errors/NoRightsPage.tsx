import { FormattedMessage } from 'react-intl';
import { ErrorPage } from './ErrorPage';
import { errorPageMessages as messages } from './messages';

/**
 * A signed-in person without any right in the current account (issue 21): said plainly instead
 * of an empty frame; the header still offers switching the account and signing out.
 */
export function NoRightsPage() {
  return (
    <ErrorPage
      testId="error-no-rights"
      title={<FormattedMessage {...messages.noRightsTitle} />}
      text={<FormattedMessage {...messages.noRightsText} />}
    />
  );
}

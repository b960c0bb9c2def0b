import { FormattedMessage } from 'react-intl';
import { ErrorPage } from './ErrorPage';
import { errorPageMessages as messages } from './messages';

/** 403: access not allowed (spec sections 6 and 8). */
export function ForbiddenPage() {
  return (
    <ErrorPage
      code={403}
      testId="error-forbidden"
      title={<FormattedMessage {...messages.forbiddenTitle} />}
      text={<FormattedMessage {...messages.forbiddenText} />}
    />
  );
}

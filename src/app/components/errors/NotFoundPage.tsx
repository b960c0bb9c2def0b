import { FormattedMessage } from 'react-intl';
import { ErrorPage } from './ErrorPage';
import { errorPageMessages as messages } from './messages';

/** 404: "Seite nicht gefunden" (spec sections 2 and 8). */
export function NotFoundPage() {
  return (
    <ErrorPage
      code={404}
      testId="error-not-found"
      title={<FormattedMessage {...messages.notFoundTitle} />}
      text={<FormattedMessage {...messages.notFoundText} />}
    />
  );
}

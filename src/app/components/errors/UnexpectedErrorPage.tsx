import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FeedbackFormProps } from '../../features/feedback/FeedbackForm';
import { lazyComponent } from '../lazyComponent';
import { statusMessages } from '../status/messages';
import { LoadingState } from '../status/LoadingState';
import { ErrorPage } from './ErrorPage';
import { errorPageMessages as messages } from './messages';

// The feedback form brings formik and yup: loaded only when this page shows.
const FeedbackForm = lazyComponent<FeedbackFormProps>(
  () => import(/* webpackChunkName: "feedback-form" */ '../../features/feedback/FeedbackForm'),
);

/** The unexpected-error page with the feedback form (spec sections 2 and 8). */
export function UnexpectedErrorPage({ errorText }: { errorText?: string }) {
  const intl = useIntl();
  return (
    <ErrorPage
      testId="error-unexpected"
      title={<FormattedMessage {...messages.unexpectedTitle} />}
      text={<FormattedMessage {...messages.unexpectedText} />}
    >
      <Suspense fallback={<LoadingState label={intl.formatMessage(statusMessages.loading)} />}>
        <FeedbackForm errorText={errorText} />
      </Suspense>
    </ErrorPage>
  );
}

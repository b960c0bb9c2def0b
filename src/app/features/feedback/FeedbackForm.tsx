import { useEffect, useId } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { feedbackLimits, feedbackSchema } from '../../../common/validation';
import {
  ErrorSummary,
  FormError,
  FormSuccess,
  ServerFieldErrors,
  SubmitButton,
  TextField,
} from '../../components/form';
import { emptyFeedbackValues, toFeedbackRequest, type FeedbackFormValues } from './feedbackRequest';
import { feedbackMessages as messages } from './messages';
import { selectFeedback } from './selectors';
import { feedbackReset, feedbackSubmitted } from './slice';
import { useFeature } from '../../store/lazyFeatures';
import './feature';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { feedbackTexts } from './texts';

const Section = styled.section`
  max-width: 40rem;
`;

const Heading = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.5rem;
`;

const Intro = styled.p`
  margin: 0 0 1rem;
`;

export interface FeedbackFormProps {
  /** The error the page shows, sent along so support can find it. */
  errorText?: string;
  /** The page the error happened on; the current address when not given. */
  pageUrl?: string;
}

/**
 * The feedback form of the unexpected-error page (spec section 8): what happened, and optionally
 * an email address and phone number for questions. Rules come from the shared feedbackSchema;
 * fields the server refuses show its reasons; on failure everything typed stays.
 */
function FeedbackFormContent({ errorText, pageUrl }: FeedbackFormProps) {
  useFeature('feedback');
  const intl = useIntl();
  const dispatch = useDispatch();
  const { status, error, fieldErrors } = useSelector(selectFeedback);
  const headingId = useId();

  // Leaving the page ends the feedback: a later error page starts afresh.
  useEffect(
    () => () => {
      dispatch(feedbackReset());
    },
    [dispatch],
  );

  if (status === 'sent') {
    return (
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
        <FormSuccess>{intl.formatMessage(messages.sent)}</FormSuccess>
      </Section>
    );
  }

  // The saga sends; formik's own submitting ends here and the slice's status shows the rest.
  const submit = (
    values: FeedbackFormValues,
    { setSubmitting }: FormikHelpers<FeedbackFormValues>,
  ) => {
    dispatch(
      feedbackSubmitted(
        toFeedbackRequest(values, { pageUrl: pageUrl ?? window.location.href, errorText }),
      ),
    );
    setSubmitting(false);
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{intl.formatMessage(messages.title)}</Heading>
      <Intro>{intl.formatMessage(messages.intro)}</Intro>
      <Formik<FeedbackFormValues>
        initialValues={emptyFeedbackValues}
        validationSchema={feedbackSchema}
        onSubmit={submit}
      >
        <Form noValidate aria-labelledby={headingId}>
          <ErrorSummary />
          <ServerFieldErrors details={fieldErrors} />
          {status === 'failed' && (
            <FormError>
              {intl.formatMessage(error === 'invalid' ? messages.invalid : messages.failed)}
            </FormError>
          )}
          <TextField
            name="description"
            label={intl.formatMessage(messages.descriptionLabel)}
            multiline
            rows={6}
            required
            maxLength={feedbackLimits.description}
            showCounter
          />
          <TextField
            name="callbackEmail"
            type="email"
            autoComplete="email"
            label={intl.formatMessage(messages.callbackEmailLabel)}
            maxLength={feedbackLimits.callbackEmail}
          />
          <TextField
            name="phone"
            type="tel"
            autoComplete="tel"
            label={intl.formatMessage(messages.phoneLabel)}
            hint={intl.formatMessage(messages.phoneHint)}
          />
          <SubmitButton
            busy={status === 'sending'}
            busyLabel={intl.formatMessage(messages.sending)}
          >
            {intl.formatMessage(messages.submit)}
          </SubmitButton>
        </Form>
      </Formik>
    </Section>
  );
}

const FeedbackForm = withFeatureTexts(feedbackTexts, FeedbackFormContent);
export default FeedbackForm;

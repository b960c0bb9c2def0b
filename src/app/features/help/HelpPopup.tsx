import { useEffect } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { object } from 'yup';
import {
  supportRequestLimits,
  supportRequestTextRule,
} from '../../../common/validation/supportRequestSchema';
import { Dialog } from '../../components/dialog/Dialog';
import { FormError, FormSuccess, SubmitButton, TextField } from '../../components/form';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import './feature';
import { helpMessages as messages } from './messages';
import { selectHelp } from './selectors';
import { helpOpened, supportLogRequested, supportRequestSubmitted } from './slice';
import { helpTexts } from './texts';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin: 0;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const schema = object({ text: supportRequestTextRule() });

interface Values {
  text: string;
}

/**
 * The help popup (spec section 1): the account's partner contact, whitepapers and a support
 * request form (checked by the server's own rule), with its sent and failed messages.
 */
function HelpPopupContent({ onClose }: { onClose: () => void }) {
  useFeature('help');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const help = useAppSelector(selectHelp);
  const { values } = help;

  useEffect(() => {
    dispatch(helpOpened());
  }, [dispatch]);

  const submit = (form: Values, { setSubmitting }: FormikHelpers<Values>) => {
    dispatch(supportRequestSubmitted({ text: form.text }));
    setSubmitting(false);
  };

  return (
    <Dialog title={intl.formatMessage(messages.title)} onClose={onClose} testId="help-popup">
      <Section aria-label={intl.formatMessage(messages.partnerTitle)}>
        <h3>{intl.formatMessage(messages.partnerTitle)}</h3>
        {help.valuesStatus === 'failed' && (
          <FormError>{intl.formatMessage(messages.valuesFailed)}</FormError>
        )}
        {help.valuesStatus === 'loading' && <p>{intl.formatMessage(messages.loading)}</p>}
        {values &&
          (values.partnerPhone || values.partnerEmail ? (
            <dl data-testid="help-partner">
              <dt>{intl.formatMessage(messages.partnerPhone)}</dt>
              <dd>
                <a href={`tel:${values.partnerPhone.replace(/\s/g, '')}`}>{values.partnerPhone}</a>
              </dd>
              <dt>{intl.formatMessage(messages.partnerEmail)}</dt>
              <dd>
                <a href={`mailto:${values.partnerEmail}`}>{values.partnerEmail}</a>
              </dd>
            </dl>
          ) : (
            <p>{intl.formatMessage(messages.noPartner)}</p>
          ))}
      </Section>
      <Section aria-label={intl.formatMessage(messages.whitepapersTitle)}>
        <h3>{intl.formatMessage(messages.whitepapersTitle)}</h3>
        {help.whitepapersStatus === 'failed' && (
          <FormError>{intl.formatMessage(messages.whitepapersFailed)}</FormError>
        )}
        {help.whitepapersStatus === 'loaded' && help.whitepapers.length === 0 && (
          <p>{intl.formatMessage(messages.noWhitepapers)}</p>
        )}
        <ul data-testid="help-whitepapers">
          {help.whitepapers.map((paper) => (
            <li key={paper.id}>
              <a href={paper.url} target="_blank" rel="noreferrer">
                {paper.title}
              </a>
              {paper.description && <div>{paper.description}</div>}
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-label={intl.formatMessage(messages.requestTitle)}>
        <h3>{intl.formatMessage(messages.requestTitle)}</h3>
        {help.requestStatus === 'sent' ? (
          <FormSuccess>{intl.formatMessage(messages.sent)}</FormSuccess>
        ) : (
          <Formik<Values> initialValues={{ text: '' }} validationSchema={schema} onSubmit={submit}>
            <Form noValidate>
              {help.requestStatus === 'failed' && (
                <FormError>{intl.formatMessage(messages.failed)}</FormError>
              )}
              <TextField
                name="text"
                label={intl.formatMessage(messages.requestLabel)}
                multiline
                rows={5}
                required
                maxLength={supportRequestLimits.supportRequestText}
              />
              <Actions>
                <Button type="button" $variant="secondary" onClick={onClose}>
                  {intl.formatMessage(messages.close)}
                </Button>
                <SubmitButton busy={help.requestStatus === 'sending'}>
                  {intl.formatMessage(messages.send)}
                </SubmitButton>
              </Actions>
            </Form>
          </Formik>
        )}
      </Section>
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          data-testid="support-log-download"
          onClick={() => dispatch(supportLogRequested())}
        >
          {intl.formatMessage(messages.supportLog)}
        </Button>
      </Actions>
    </Dialog>
  );
}

export const HelpPopup = withFeatureTexts(helpTexts, HelpPopupContent);

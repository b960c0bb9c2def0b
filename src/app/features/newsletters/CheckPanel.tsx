import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import {
  ValidationResult,
  type CheckKind,
  type PriceInformation,
  type ValidationEntry,
} from '../../../common/newsletters';
import { LiveResult } from '../../components/form';
import { formatRate, formatTotal } from '../../i18n/euros';
import { useAppSelector } from '../../store/hooks';
import { errorText } from './errorText';
import { checkMessages as messages } from './messages';
import { selectNewsletterEditor } from './selectors';
import { Checklist, Meta, Notice, Panel } from './styles';

const kindMessages: Record<CheckKind, MessageDescriptor> = {
  Waba: messages.kindWaba,
  PhoneNumber: messages.kindPhoneNumber,
  Template: messages.kindTemplate,
  DoiStatus: messages.kindDoiStatus,
  DifferentLanguage: messages.kindDifferentLanguage,
  MessageLimit: messages.kindMessageLimit,
  Personalization: messages.kindPersonalization,
  Link: messages.kindLink,
  ExpectedPrice: messages.kindExpectedPrice,
};

const resultLabels: Record<ValidationResult, MessageDescriptor> = {
  [ValidationResult.success]: messages.resultSuccess,
  [ValidationResult.warning]: messages.resultWarning,
  [ValidationResult.error]: messages.resultError,
  [ValidationResult.priceInfo]: messages.resultPrice,
};

const icons: Record<ValidationResult, string> = {
  [ValidationResult.success]: '✓',
  [ValidationResult.warning]: '⚠',
  [ValidationResult.error]: '✗',
  [ValidationResult.priceInfo]: '€',
};

/** The expected total in euros, or that it cannot be determined (price -1, spec section 5). */
export function priceAmount(intl: IntlShape, price: PriceInformation | null): string {
  return !price || price.price < 0
    ? intl.formatMessage(messages.priceUnknown)
    : formatTotal(intl, price.price);
}

function EntryLine({ entry }: { entry: ValidationEntry }) {
  const intl = useIntl();
  const values = {
    ...entry.details,
    state: entry.validationState ?? '',
    url: entry.validationState ?? '',
  };
  const key =
    entry.errorKey ?? (entry.entityType === 'Link' && entry.validationState ? 'linkOk' : 'success');
  // Keys of our check lines; an unknown one (a newer server) reads as the general line.
  const message = ((key in messages ? messages[key as keyof typeof messages] : null) ??
    messages.success) as MessageDescriptor;
  return (
    <li
      data-testid="newsletter-check-entry"
      data-kind={entry.entityType}
      data-result={entry.result}
    >
      <span role="img" aria-label={intl.formatMessage(resultLabels[entry.result])}>
        {icons[entry.result]}
      </span>{' '}
      <strong>{intl.formatMessage(kindMessages[entry.entityType])}</strong>{' '}
      {(entry.errorKey || entry.subEntries.length === 0) && intl.formatMessage(message, values)}
      {entry.subEntries.length > 0 && entry.entityType === 'Link' && (
        <ul>
          {entry.subEntries.map((sub, i) => (
            <EntryLine key={i} entry={sub} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The pre-send check's checklist and the expected price. */
export function CheckPanel() {
  const intl = useIntl();
  const { check } = useAppSelector(selectNewsletterEditor);
  if (check.status === 'idle') return null;
  const erred = check.entries.some((e) => e.result === ValidationResult.error);
  return (
    <Panel data-testid="newsletter-checklist">
      <legend>
        <FormattedMessage {...messages.title} />
      </legend>
      {check.status === 'checking' && (
        <Meta>
          <FormattedMessage {...messages.running} />
        </Meta>
      )}
      {/* The outcome is announced and takes the focus; the checklist follows it (issue 23). */}
      <LiveResult
        resultKey={check.status === 'done' || check.status === 'failed' ? check.status : null}
        testId="newsletter-check-result"
      >
        {check.status === 'failed' && (
          <Notice $tone="danger">
            <FormattedMessage {...messages.failed} /> {errorText(intl, check.errorKey)}
          </Notice>
        )}
        {check.status === 'done' && (
          <Notice
            $tone={erred ? 'danger' : undefined}
            data-testid="newsletter-check-outcome"
            data-erred={erred}
          >
            <FormattedMessage {...(erred ? messages.erred : messages.passed)} />
          </Notice>
        )}
      </LiveResult>
      {check.status === 'done' && (
        <>
          <Checklist>
            {check.entries.map((entry, i) => (
              <EntryLine key={i} entry={entry} />
            ))}
            <li
              data-testid="newsletter-price"
              data-kind="ExpectedPrice"
              data-result={
                check.price && check.price.price >= 0
                  ? ValidationResult.priceInfo
                  : ValidationResult.error
              }
            >
              <span aria-hidden="true">€</span>{' '}
              {intl.formatMessage(messages.price, { price: priceAmount(intl, check.price) })}
              {check.price && check.price.price >= 0 && (
                <ul>
                  {check.price.countries.map((c) => (
                    <li key={c.countryPrefix}>
                      <FormattedMessage
                        {...messages.priceCountry}
                        values={{
                          country: c.country,
                          prefix: c.countryPrefix,
                          recipients: c.recipients,
                          rate: formatRate(intl, c.rate),
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          </Checklist>
        </>
      )}
    </Panel>
  );
}

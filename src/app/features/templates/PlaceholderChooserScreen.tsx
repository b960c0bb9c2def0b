import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { textComponentPlaceholder } from '../../../common/templates';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { chooserMessages as messages, chooserValueMessages } from './messages';
import { selectPlaceholders } from './selectors';
import { placeholderChosen, placeholdersRequested } from './slice';
import { Card, Notice, Title } from './styles';
import { templatesTexts } from './texts';

const Frame = styled(Card)<{ $fullHeight: boolean }>`
  min-height: ${({ $fullHeight }) => ($fullHeight ? '100vh' : 'auto')};
`;

const Entries = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  button {
    width: 100%;
    padding: ${({ theme }) => theme.space(2)};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: none;
    text-align: left;
    cursor: pointer;
  }

  code {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const flag = (value: string | null) => value === '1' || value?.toLowerCase() === 'true';

/**
 * `/Controls/PlaceholderChooser` and `/Controls/WhatsAppPlaceholderChooser` (spec section 2): the
 * subscriber fields and text components as placeholders, narrowed by the query (fullHeight,
 * hideTextComponents, hideMultiLineTextComponents, hideEmail; cultureId and customEventId are
 * accepted, Relay has no per-culture fields or events). WhatsApp hides multi-line text components,
 * which a template variable cannot hold. A pick goes to the editor that opened the chooser.
 */
function ChooserContent({ whatsApp }: { whatsApp: boolean }) {
  useFeature('templates');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // useLocation, not useSearchParams: the router's search-params code would join the start-up bundle.
  const { search: queryString } = useLocation();
  const query = useMemo(() => new URLSearchParams(queryString), [queryString]);
  const { status, fields, textComponents, chosen } = useAppSelector(selectPlaceholders);
  const [search, setSearch] = useState('');

  useEffect(() => {
    dispatch(placeholdersRequested());
  }, [dispatch]);

  const hideText = !whatsApp && flag(query.get('hideTextComponents'));
  const hideMultiLine = whatsApp || flag(query.get('hideMultiLineTextComponents'));
  const hideEmail = !whatsApp && flag(query.get('hideEmail'));
  const entries = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const matches = (label: string, name: string) =>
      !wanted || label.toLowerCase().includes(wanted) || name.toLowerCase().includes(wanted);
    return {
      fields: fields.filter((f) => !(hideEmail && f.name === 'email') && matches(f.label, f.name)),
      texts: hideText
        ? []
        : textComponents.filter(
            (t) => !(hideMultiLine && t.multiLine) && matches(t.friendlyName, t.friendlyName),
          ),
    };
  }, [fields, textComponents, search, hideText, hideMultiLine, hideEmail]);

  return (
    <Frame $fullHeight={flag(query.get('fullHeight'))} aria-labelledby="chooser-title">
      <Title id="chooser-title">
        <FormattedMessage {...(whatsApp ? messages.titleWhatsApp : messages.title)} />
      </Title>
      <label>
        <FormattedMessage {...messages.search} />{' '}
        <input
          type="search"
          value={search}
          data-testid="chooser-search"
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      {status === 'failed' && (
        <FaultState
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={() => dispatch(placeholdersRequested())}
        />
      )}
      {status !== 'loaded' && status !== 'failed' && (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      )}
      {chosen && (
        <Notice role="status" data-testid="chooser-chosen">
          <FormattedMessage
            {...chooserValueMessages.chosen}
            values={{ placeholder: `{{${chosen}}}` }}
          />
        </Notice>
      )}
      <h2>
        <FormattedMessage {...messages.fields} />
      </h2>
      <Entries data-testid="chooser-fields">
        {entries.fields.map((field) => (
          <li key={field.name}>
            <button type="button" onClick={() => dispatch(placeholderChosen(field.name))}>
              {field.label} <code>{`{{${field.name}}}`}</code>
            </button>
          </li>
        ))}
      </Entries>
      {!hideText && (
        <>
          <h2>
            <FormattedMessage {...messages.textComponents} />
          </h2>
          <Entries data-testid="chooser-texts">
            {entries.texts.map((text) => (
              <li key={text.id}>
                <button
                  type="button"
                  onClick={() =>
                    dispatch(placeholderChosen(textComponentPlaceholder(text.friendlyName)))
                  }
                >
                  {text.friendlyName}{' '}
                  <code>{`{{${textComponentPlaceholder(text.friendlyName)}}}`}</code>
                </button>
              </li>
            ))}
          </Entries>
        </>
      )}
    </Frame>
  );
}

export const PlaceholderChooserScreen = withFeatureTexts(templatesTexts, function Chooser() {
  return <ChooserContent whatsApp={false} />;
});

export const WhatsAppPlaceholderChooserScreen = withFeatureTexts(
  templatesTexts,
  function WhatsAppChooser() {
    return <ChooserContent whatsApp />;
  },
);

import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { ItemKind } from '../../../common/itemAccount';
import { LoadingState } from '../../components/status/LoadingState';
import { NoticeBox } from '../../components/status/NoticeBox';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { accountSwitchRequested } from '../accountSwitch/slice';
import { itemAccountMessages as messages } from './messages';
import { selectItemAccountLookup } from './selectors';
import { itemAccountRequested } from './slice';
import { itemAccountTexts } from './texts';

/**
 * Shown by an item screen instead of its not-found (issue 23 point 10): asks the server which of
 * the user's accounts holds the item. If another one does, it offers to switch there; the switch
 * comes back to this same address, so the person lands on the item. Otherwise the screen's usual
 * not-found (`children`) shows.
 */
function ItemInOtherAccountContent({
  kind,
  id,
  children,
}: {
  kind: ItemKind;
  id: number;
  children: ReactNode;
}) {
  useFeature('itemAccount');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const lookup = useAppSelector(selectItemAccountLookup);

  useEffect(() => {
    dispatch(itemAccountRequested({ kind, id }));
  }, [dispatch, kind, id]);

  const current = lookup && lookup.kind === kind && lookup.id === id ? lookup : null;
  if (current === null || current.status === 'loading') {
    return <LoadingState label={intl.formatMessage(messages.checking)} />;
  }
  if (current.status === 'none') return <>{children}</>;
  const { accountId, accountName: name } = current.account;
  return (
    <NoticeBox aria-labelledby="item-account-title" data-testid="item-other-account">
      <h2 id="item-account-title">{intl.formatMessage(messages.title)}</h2>
      <p>{intl.formatMessage(messages.text, { kind, name })}</p>
      <Button
        type="button"
        data-testid="item-other-account-switch"
        onClick={() => dispatch(accountSwitchRequested({ accountId, returnTo: pathname + search }))}
      >
        {intl.formatMessage(messages.switchTo, { name })}
      </Button>
    </NoticeBox>
  );
}

export const ItemInOtherAccount = withFeatureTexts(itemAccountTexts, ItemInOtherAccountContent);

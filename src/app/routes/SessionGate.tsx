import { useIntl } from 'react-intl';
import { AppLayout } from '../components/layout/AppLayout';
import { LoadingState } from '../components/status/LoadingState';
import { statusMessages } from '../components/status/messages';
import { selectSessionStatus } from '../features/session/selectors';
import { useAppSelector } from '../store/hooks';

/**
 * All routes need a signed-in user (spec section 2). Until the sagas have one, a loading state
 * shows; without one they leave for the sign-in page.
 */
export function SessionGate() {
  const intl = useIntl();
  const status = useAppSelector(selectSessionStatus);
  if (status === 'signedIn') return <AppLayout />;
  const label =
    status === 'signingOut' ? statusMessages.signingOut : statusMessages.preparingSignIn;
  return <LoadingState fullPage label={intl.formatMessage(label)} />;
}

import { useIntl } from 'react-intl';
import { LoadingState } from '../components/status/LoadingState';
import { statusMessages } from '../components/status/messages';

/** /loginCallback: the sagas exchange the code and navigate to the remembered target. */
export function LoginCallbackScreen() {
  const intl = useIntl();
  return <LoadingState fullPage label={intl.formatMessage(statusMessages.completingSignIn)} />;
}

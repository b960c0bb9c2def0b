import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FirstStep, FirstStepKey } from '../../../common/firstSteps';
import { firstStepMessages as messages } from './messages';
import { List, Main, Muted } from './styles';

/** The screen where each step is taken. */
const stepPaths: Record<FirstStepKey, string> = {
  linkNumber: '/WhatsApp/Accounts',
  activateDoubleOptIn: '/WhatsApp/DoubleOptIn',
  approveTemplate: '/WhatsApp/Templates',
  sendNewsletter: '/WhatsApp/Overview',
};

/** Whether the checklist shows: only while the user may see a step that is not done. */
export const checklistShown = (steps: FirstStep[] | null) =>
  !!steps && steps.some((step) => !step.done);

/** The first steps of an account not yet set up, each linking to its screen, done ones ticked. */
export function FirstStepsChecklist({ steps }: { steps: FirstStep[] }) {
  return (
    <List data-testid="first-steps">
      {steps.map((step) => (
        <li key={step.key} data-done={step.done}>
          <Main>
            <span aria-hidden="true">{step.done ? '☑' : '☐'}</span>{' '}
            <Link to={stepPaths[step.key]}>
              <FormattedMessage {...messages[step.key]} />
            </Link>
            {step.done && (
              <Muted>
                {' '}
                (<FormattedMessage {...messages.done} />)
              </Muted>
            )}
          </Main>
        </li>
      ))}
    </List>
  );
}

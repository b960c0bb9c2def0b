import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { statusMessages } from './messages';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The faulted state of spec section 8: what failed, and a way to try again. */
export function FaultState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button type="button" $variant="secondary" onClick={onRetry}>
          <FormattedMessage {...statusMessages.retry} />
        </Button>
      )}
    </Box>
  );
}

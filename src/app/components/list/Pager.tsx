import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { listMessages, listValueMessages } from './messages';

interface PagerProps {
  /** Test ids `<testIdPrefix>-pager` and `<testIdPrefix>-next`. */
  testIdPrefix: string;
  skip: number;
  take: number;
  total: number;
  onSkip: (skip: number) => void;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
`;

/** Previous and next page of a server-paged list, with the range shown; only when it pages. */
export function Pager({ testIdPrefix, skip, take, total, onSkip }: PagerProps) {
  if (total <= take) return null;
  return (
    <Row data-testid={`${testIdPrefix}-pager`}>
      <Button
        type="button"
        $variant="secondary"
        disabled={skip === 0}
        onClick={() => onSkip(Math.max(0, skip - take))}
      >
        <FormattedMessage {...listMessages.previous} />
      </Button>
      <FormattedMessage
        {...listValueMessages.range}
        values={{ from: skip + 1, to: Math.min(skip + take, total), total }}
      />
      <Button
        type="button"
        $variant="secondary"
        disabled={skip + take >= total}
        data-testid={`${testIdPrefix}-next`}
        onClick={() => onSkip(skip + take)}
      >
        <FormattedMessage {...listMessages.next} />
      </Button>
    </Row>
  );
}

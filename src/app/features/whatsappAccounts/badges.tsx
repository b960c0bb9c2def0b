import { FormattedMessage } from 'react-intl';
import {
  PhoneStatus,
  Quality,
  Tier,
  tierLimit,
  Verification,
  type PhoneStatus as PhoneStatusValue,
  type Quality as QualityValue,
  type Tier as TierValue,
  type Verification as VerificationValue,
} from '../../../common/whatsappAccounts';
import { accountsMessages as messages, accountsValueMessages as valueMessages } from './messages';
import { Badge, type BadgeTone } from './styles';

export function VerificationBadge({ value }: { value: VerificationValue }) {
  const tone: BadgeTone =
    value === Verification.verified
      ? 'good'
      : value === Verification.unknown
        ? 'neutral'
        : value >= Verification.pending && value <= Verification.pendingSubmission
          ? 'warn'
          : 'bad';
  return (
    <Badge $tone={tone} data-testid="verification">
      <FormattedMessage {...valueMessages.verification} values={{ value: String(value) }} />
    </Badge>
  );
}

export function PhoneStatusBadge({ value }: { value: PhoneStatusValue }) {
  const tone: BadgeTone =
    value === PhoneStatus.connected
      ? 'good'
      : value === PhoneStatus.pending || value === PhoneStatus.unknown
        ? 'neutral'
        : value === PhoneStatus.flagged || value === PhoneStatus.rateLimited
          ? 'warn'
          : 'bad';
  return (
    <Badge $tone={tone} data-testid="phone-status">
      <FormattedMessage {...valueMessages.phoneStatus} values={{ value: String(value) }} />
    </Badge>
  );
}

export function QualityBadge({ value }: { value: QualityValue }) {
  const tone: BadgeTone =
    value === Quality.high
      ? 'good'
      : value === Quality.medium
        ? 'warn'
        : value === Quality.low
          ? 'bad'
          : 'neutral';
  return (
    <Badge $tone={tone} data-testid="quality">
      <FormattedMessage {...valueMessages.quality} values={{ value: String(value) }} />
    </Badge>
  );
}

export function InactiveBadge() {
  return (
    <Badge $tone="neutral" data-testid="inactive">
      <FormattedMessage {...messages.inactive} />
    </Badge>
  );
}

/** tier_limited: N customers per 24 hours (numbers by locale), or tier_unlimited. */
export function TierText({ value }: { value: TierValue }) {
  const limit = tierLimit(value);
  return (
    <span data-testid="tier">
      {value === Tier.unlimited || limit === null ? (
        <FormattedMessage {...messages.tierUnlimited} />
      ) : (
        <FormattedMessage {...valueMessages.tierLimited} values={{ count: limit }} />
      )}
    </span>
  );
}

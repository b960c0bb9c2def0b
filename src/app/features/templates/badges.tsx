import { FormattedMessage } from 'react-intl';
import {
  TemplateQuality,
  TemplateStatus,
  type TemplateQuality as QualityValue,
  type TemplateStatus as StatusValue,
} from '../../../common/templates';
import { valueMessages } from './messages';
import { Badge, type BadgeTone } from './styles';

const statusTone: Record<StatusValue, BadgeTone> = {
  [TemplateStatus.draft]: 'neutral',
  [TemplateStatus.check]: 'warn',
  [TemplateStatus.approved]: 'good',
  [TemplateStatus.rejected]: 'bad',
  [TemplateStatus.archive]: 'neutral',
  [TemplateStatus.paused]: 'bad',
};

const qualityTone: Record<QualityValue, BadgeTone> = {
  [TemplateQuality.pending]: 'neutral',
  [TemplateQuality.high]: 'good',
  [TemplateQuality.medium]: 'warn',
  [TemplateQuality.low]: 'bad',
};

export function StatusBadge({ value }: { value: StatusValue }) {
  return (
    <Badge $tone={statusTone[value]} data-testid="template-status" data-status={value}>
      <FormattedMessage {...valueMessages[`status${value}`]} />
    </Badge>
  );
}

export function QualityBadge({ value }: { value: QualityValue }) {
  return (
    <Badge $tone={qualityTone[value]} data-testid="template-quality">
      <FormattedMessage {...valueMessages[`quality${value}`]} />
    </Badge>
  );
}

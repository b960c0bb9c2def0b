import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  TemplateStatus,
  type TemplateListEntry,
  type TemplateWarning,
} from '../../../common/templates';
import { Button } from '../../components/ui/Button';
import { QualityBadge, StatusBadge } from './badges';
import { listMessages as messages, listValueMessages, valueMessages } from './messages';
import { Actions, Meta, Row, RowName, Warning } from './styles';

const warningMessages = {
  Status: valueMessages.warningStatus,
  Quality: valueMessages.warningQuality,
  NoActiveDOI: valueMessages.warningNoActiveDOI,
  KeywordMissing: valueMessages.warningKeywordMissing,
} satisfies Record<TemplateWarning, unknown>;

export interface RowRights {
  add: boolean;
  archive: boolean;
  delete: boolean;
}

interface TemplateRowProps {
  template: TemplateListEntry;
  rights: RowRights;
  busy: boolean;
  onCopy: (id: number) => void;
  onArchive: (template: TemplateListEntry) => void;
  onDelete: (template: TemplateListEntry) => void;
}

/** One template: name, badges, warnings, who made and changed it, and its actions. */
export function TemplateRow({
  template,
  rights,
  busy,
  onCopy,
  onArchive,
  onDelete,
}: TemplateRowProps) {
  const intl = useIntl();
  const deleted = intl.formatMessage(messages.deletedUser);
  const archived = template.status === TemplateStatus.archive;
  return (
    <Row data-testid="template-row" data-template-id={template.id}>
      <div>
        <RowName>
          <Link to={`/WhatsApp/Templates/Edit/${template.id}`} data-testid="template-name">
            {template.name}
          </Link>
          <StatusBadge value={template.status} />
          {(template.status === TemplateStatus.approved ||
            template.status === TemplateStatus.paused) && <QualityBadge value={template.quality} />}
        </RowName>
        {template.description && <Meta>{template.description}</Meta>}
        {template.rejectionReason && (
          <Meta data-testid="template-rejection">
            <FormattedMessage
              {...listValueMessages.rejectionReason}
              values={{ reason: template.rejectionReason }}
            />
          </Meta>
        )}
        <Meta>
          <FormattedMessage
            {...listValueMessages.createdBy}
            values={{ name: template.creator ?? deleted, at: new Date(template.createdAt) }}
          />
          {' · '}
          <FormattedMessage
            {...listValueMessages.modifiedBy}
            values={{ name: template.modifier ?? deleted, at: new Date(template.updatedAt) }}
          />
        </Meta>
        {template.warnings.map((warning) => (
          <Warning key={warning} data-testid="template-warning" data-warning={warning}>
            <FormattedMessage {...warningMessages[warning]} />
          </Warning>
        ))}
      </div>
      <Actions>
        {rights.add && (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => onCopy(template.id)}
            data-testid="template-copy"
          >
            <FormattedMessage {...messages.copy} />
          </Button>
        )}
        {rights.archive && !archived && (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => onArchive(template)}
            data-testid="template-archive"
          >
            <FormattedMessage {...messages.archive} />
          </Button>
        )}
        {rights.delete && (
          <Button
            type="button"
            $variant="ghost"
            disabled={busy}
            onClick={() => onDelete(template)}
            data-testid="template-delete"
          >
            <FormattedMessage {...messages.delete} />
          </Button>
        )}
      </Actions>
    </Row>
  );
}

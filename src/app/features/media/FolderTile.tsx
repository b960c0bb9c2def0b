import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MediaFolder } from '../../../common/media';
import { Button } from '../../components/ui/Button';
import { FolderIcon } from '../../components/ui/LineIcon';
import { MEDIA_DATABASE } from '../../routes/paths';
import { mediaMessages as messages, mediaValueMessages } from './messages';
import { Actions, Tile } from './styles';

const FolderLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
`;

interface FolderTileProps {
  folder: MediaFolder;
  onRename: () => void;
  onDelete: () => void;
}

export function FolderTile({ folder, onRename, onDelete }: FolderTileProps) {
  const intl = useIntl();
  return (
    <Tile data-testid="media-folder">
      <FolderLink to={`${MEDIA_DATABASE}/${folder.id}`}>
        <FolderIcon />
        <span>{folder.name}</span>
      </FolderLink>
      <Actions
        role="group"
        aria-label={intl.formatMessage(mediaValueMessages.assetActions, { name: folder.name })}
      >
        <Button type="button" $variant="secondary" onClick={onRename}>
          <FormattedMessage {...messages.renameFolder} />
        </Button>
        <Button type="button" $variant="secondary" onClick={onDelete}>
          <FormattedMessage {...messages.deleteFolder} />
        </Button>
      </Actions>
    </Tile>
  );
}

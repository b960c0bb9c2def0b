import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MediaAsset } from '../../../common/media';
import { Button } from '../../components/ui/Button';
import { formatBytes } from './failureText';
import { mediaMessages as messages, mediaValueMessages } from './messages';
import { Actions, Tile } from './styles';

const Thumbnail = styled.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.small};
  background: repeating-conic-gradient(#eef1f4 0% 25%, #ffffff 0% 50%) 50% / 16px 16px;
`;

const Name = styled.strong`
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primarySurface};
    font-size: 0.8125rem;
  }
`;

interface AssetTileProps {
  asset: MediaAsset;
  onRename: () => void;
  onTag: () => void;
  onDelete: () => void;
}

/** One file: its thumbnail, name, size, creator and date, tags, and what can be done with it. */
export function AssetTile({ asset, onRename, onTag, onDelete }: AssetTileProps) {
  const intl = useIntl();
  const fileName = `${asset.name}.${asset.extension}`;
  return (
    <Tile data-testid="media-asset" data-asset-id={asset.id}>
      <Thumbnail src={asset.url} alt={asset.name} loading="lazy" />
      <Name>{fileName}</Name>
      <Meta>
        {formatBytes(intl, asset.size)}
        {asset.width && asset.height ? ` · ${asset.width} × ${asset.height}` : ''} ·{' '}
        {asset.creator ?? intl.formatMessage(messages.deletedUser)} ·{' '}
        {intl.formatDate(asset.createdAt, { dateStyle: 'medium' })}
      </Meta>
      {asset.tags.length > 0 ? (
        <Tags aria-label={intl.formatMessage(messages.tagAsset)}>
          {asset.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      ) : (
        <Meta>
          <FormattedMessage {...messages.noTags} />
        </Meta>
      )}
      <Actions
        role="group"
        aria-label={intl.formatMessage(mediaValueMessages.assetActions, { name: fileName })}
      >
        <Button type="button" $variant="secondary" onClick={onRename}>
          <FormattedMessage {...messages.renameAsset} />
        </Button>
        <Button type="button" $variant="secondary" onClick={onTag}>
          <FormattedMessage {...messages.tagAsset} />
        </Button>
        <Button type="button" $variant="secondary" onClick={onDelete}>
          <FormattedMessage {...messages.deleteAsset} />
        </Button>
      </Actions>
    </Tile>
  );
}

import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MediaAssetInfo } from '../../../common/media';
import { MEDIA_DATABASE } from '../../routes/paths';
import { mediaMessages as messages } from './messages';
import { Muted, Notice } from './styles';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 100%;
    height: 5.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** The 4 recently changed media assets (spec section 9). */
export function MediaList({ assets, canOpen }: { assets: MediaAssetInfo[]; canOpen: boolean }) {
  return (
    <>
      {assets.length === 0 ? (
        <Notice>
          <FormattedMessage {...messages.empty} />
        </Notice>
      ) : (
        <Tiles>
          {assets.map((asset) => (
            <li key={asset.id} data-testid="media-asset">
              <img src={asset.url} alt={asset.name} loading="lazy" />
              <Muted>{asset.name}</Muted>
            </li>
          ))}
        </Tiles>
      )}
      {canOpen && (
        <Link to={MEDIA_DATABASE}>
          <FormattedMessage {...messages.open} />
        </Link>
      )}
    </>
  );
}

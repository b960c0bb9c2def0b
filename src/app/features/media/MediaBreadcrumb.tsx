import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MediaFolder } from '../../../common/media';
import { MEDIA_DATABASE } from '../../routes/paths';
import { mediaMessages as messages } from './messages';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Where the folder shown sits: the top level, its ancestors, itself (not a link). */
export function MediaBreadcrumb({
  path,
  folder,
}: {
  path: MediaFolder[];
  folder: MediaFolder | null;
}) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.breadcrumb)}>
      <Trail data-testid="media-breadcrumb">
        <li>
          {folder ? (
            <Link to={MEDIA_DATABASE}>
              <FormattedMessage {...messages.root} />
            </Link>
          ) : (
            <span aria-current="page">
              <FormattedMessage {...messages.root} />
            </span>
          )}
        </li>
        {path.map((ancestor) => (
          <li key={ancestor.id}>
            <Link to={`${MEDIA_DATABASE}/${ancestor.id}`}>{ancestor.name}</Link>
          </li>
        ))}
        {folder && (
          <li>
            <span aria-current="page">{folder.name}</span>
          </li>
        )}
      </Trail>
    </nav>
  );
}

import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { mediaLimits, type MediaAsset, type MediaFolder } from '../../../common/media';
import { FaultState } from '../../components/status/FaultState';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { searchableText } from '../../../common/search';
import { AssetSearchBox } from '../../components/assetSearch/AssetSearchBox';
import { AssetTile } from './AssetTile';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { failureText, formatBytes } from './failureText';
import { FolderTile } from './FolderTile';
import { ItemInOtherAccount } from '../itemAccount/ItemInOtherAccount';
import { MediaBreadcrumb } from './MediaBreadcrumb';
import { mediaMessages as messages, mediaValueMessages } from './messages';
import { NameDialog } from './NameDialog';
import { selectMedia, selectMediaAssets, selectMediaOperation } from './selectors';
import {
  assetSearchChanged,
  assetDeleteRequested,
  assetUpdateRequested,
  folderCreateRequested,
  folderDeleteRequested,
  folderOpened,
  folderRenameRequested,
  operationDismissed,
} from './slice';
import { Card, Grid, Muted, Notice, SectionTitle, Title, TitleRow } from './styles';
import { mediaTexts } from './texts';
import { UploadPanel } from './UploadPanel';

type OpenDialog =
  | { kind: 'createFolder' }
  | { kind: 'renameFolder' | 'deleteFolder'; folder: MediaFolder }
  | { kind: 'renameAsset' | 'tagAsset' | 'deleteAsset'; asset: MediaAsset };

/** `/MediaDatabase/{folderId?}`: "9" is folder 9, anything else the top level. */
function folderIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d*$/.test(param) ? Number(param) : null;
}

/**
 * The media database (MediaDatabase_Overview): browse folders by breadcrumb, see thumbnails,
 * upload with a progress bar, rename, tag and delete files, create, rename and delete folders.
 */
export const MediaDatabaseScreen = withFeatureTexts(mediaTexts, function MediaDatabaseContent() {
  useFeature('media');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const folderId = folderIdOf(useParams().folderId);
  const { status, folder, path, folders, webspace, search } = useAppSelector(selectMedia);
  const searching = searchableText(search.text) !== null;
  const assets = useAppSelector(selectMediaAssets);
  const operation = useAppSelector(selectMediaOperation);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const wasRunning = useRef(false);

  useEffect(() => {
    dispatch(folderOpened(folderId));
    setDialog(null);
  }, [dispatch, folderId]);

  // A dialog closes when its operation succeeded; on a refusal it stays, showing why.
  useEffect(() => {
    if (wasRunning.current && operation.status === 'idle') setDialog(null);
    wasRunning.current = operation.status === 'running';
  }, [operation.status]);

  const open = (next: OpenDialog) => {
    dispatch(operationDismissed());
    setDialog(next);
  };
  const close = () => setDialog(null);
  const busy = operation.status === 'running';
  /** A file of the folder or of the search hits, with its rename, tag and delete dialogs. */
  const tileOf = (asset: MediaAsset) => (
    <AssetTile
      key={asset.id}
      asset={asset}
      onRename={() => open({ kind: 'renameAsset', asset })}
      onTag={() => open({ kind: 'tagAsset', asset })}
      onDelete={() => open({ kind: 'deleteAsset', asset })}
    />
  );
  const error = operation.failure ? failureText(intl, operation.failure) : null;

  return (
    <Card aria-labelledby="media-title">
      <TitleRow>
        <Title id="media-title">
          <FormattedMessage {...messages.title} />
        </Title>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => open({ kind: 'createFolder' })}
          data-testid="media-new-folder"
        >
          <FormattedMessage {...messages.newFolder} />
        </Button>
      </TitleRow>
      <Muted>
        <FormattedMessage {...messages.intro} />
      </Muted>
      <AssetSearchBox
        search={search}
        onChange={(text) => dispatch(assetSearchChanged(text))}
        testId="media"
      >
        <SectionTitle>
          <FormattedMessage {...messages.searchResults} />
        </SectionTitle>
        <Grid data-testid="media-search-assets">{search.assets.map(tileOf)}</Grid>
      </AssetSearchBox>
      {!searching && (
        <>
          <MediaBreadcrumb path={status === 'loaded' ? path : []} folder={folder} />
          <UploadPanel folderId={folderId} />
        </>
      )}

      {!searching && status === 'notFound' && folderId !== null && (
        // Not in this account: perhaps in another of the user's (a deep link; issue 23).
        <ItemInOtherAccount kind="mediaFolder" id={folderId}>
          <FaultState
            message={intl.formatMessage(messages.errorFolderNotFound)}
            onRetry={() => dispatch(folderOpened(folderId))}
          />
        </ItemInOtherAccount>
      )}
      {!searching && status === 'failed' && (
        <FaultState
          message={intl.formatMessage(messages.loadFailed)}
          onRetry={() => dispatch(folderOpened(folderId))}
        />
      )}
      {!searching && (status === 'loading' || status === 'idle') && (
        <LoadingState label={intl.formatMessage(messages.loading)} />
      )}
      {!searching && status === 'loaded' && (
        <>
          {webspace && (
            <Muted data-testid="media-webspace">
              <FormattedMessage
                {...mediaValueMessages.webspace}
                values={{
                  used: formatBytes(intl, webspace.usedBytes),
                  limit: formatBytes(intl, webspace.limitBytes),
                }}
              />
            </Muted>
          )}
          {folders.length === 0 && assets.length === 0 && (
            <Notice data-testid="media-empty">
              <FormattedMessage {...messages.empty} />
            </Notice>
          )}
          {folders.length > 0 && (
            <>
              <SectionTitle>
                <FormattedMessage {...messages.foldersTitle} />
              </SectionTitle>
              <Grid data-testid="media-folders">
                {folders.map((item) => (
                  <FolderTile
                    key={item.id}
                    folder={item}
                    onRename={() => open({ kind: 'renameFolder', folder: item })}
                    onDelete={() => open({ kind: 'deleteFolder', folder: item })}
                  />
                ))}
              </Grid>
            </>
          )}
          {assets.length > 0 && (
            <>
              <SectionTitle>
                <FormattedMessage {...messages.filesTitle} />
              </SectionTitle>
              <Grid data-testid="media-assets">{assets.map(tileOf)}</Grid>
            </>
          )}
        </>
      )}

      {dialog?.kind === 'createFolder' && (
        <NameDialog
          title={intl.formatMessage(messages.newFolder)}
          label={intl.formatMessage(messages.folderName)}
          initial=""
          maxLength={mediaLimits.folderName}
          busy={busy}
          error={error}
          onSave={(name) => dispatch(folderCreateRequested({ name }))}
          onClose={close}
          testId="media-folder-dialog"
        />
      )}
      {dialog?.kind === 'renameFolder' && (
        <NameDialog
          title={intl.formatMessage(messages.renameFolder)}
          label={intl.formatMessage(messages.folderName)}
          initial={dialog.folder.name}
          maxLength={mediaLimits.folderName}
          busy={busy}
          error={error}
          onSave={(name) => dispatch(folderRenameRequested({ id: dialog.folder.id, name }))}
          onClose={close}
          testId="media-folder-dialog"
        />
      )}
      {dialog?.kind === 'renameAsset' && (
        <NameDialog
          title={intl.formatMessage(messages.renameAsset)}
          label={intl.formatMessage(messages.assetName)}
          initial={dialog.asset.name}
          maxLength={mediaLimits.assetName}
          busy={busy}
          error={error}
          onSave={(name) =>
            dispatch(assetUpdateRequested({ id: dialog.asset.id, change: { name } }))
          }
          onClose={close}
          testId="media-asset-dialog"
        />
      )}
      {dialog?.kind === 'tagAsset' && (
        <NameDialog
          title={intl.formatMessage(messages.tagAsset)}
          label={intl.formatMessage(messages.tagsLabel)}
          initial={dialog.asset.tags.join(', ')}
          maxLength={mediaLimits.tags * (mediaLimits.tag + 2)}
          busy={busy}
          error={error}
          onSave={(text) =>
            dispatch(
              assetUpdateRequested({
                id: dialog.asset.id,
                change: {
                  tags: text
                    .split(',')
                    .map((tag) => tag.trim())
                    .filter(Boolean),
                },
              }),
            )
          }
          onClose={close}
          testId="media-tags-dialog"
        />
      )}
      {dialog?.kind === 'deleteAsset' && (
        <ConfirmDeleteDialog
          title={intl.formatMessage(messages.deleteAssetTitle)}
          text={intl.formatMessage(mediaValueMessages.confirmAsset, {
            name: `${dialog.asset.name}.${dialog.asset.extension}`,
          })}
          busy={busy}
          error={error}
          onConfirm={() => dispatch(assetDeleteRequested(dialog.asset.id))}
          onClose={close}
        />
      )}
      {dialog?.kind === 'deleteFolder' && (
        <ConfirmDeleteDialog
          title={intl.formatMessage(messages.deleteFolderTitle)}
          text={intl.formatMessage(mediaValueMessages.confirmFolder, {
            name: dialog.folder.name,
          })}
          busy={busy}
          error={error}
          onConfirm={() => dispatch(folderDeleteRequested(dialog.folder.id))}
          onClose={close}
        />
      )}
    </Card>
  );
});

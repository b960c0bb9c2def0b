import { useFormikContext } from 'formik';
import { useEffect, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HeaderFormat, templateLimits, type TemplateContent } from '../../../common/templates';
import type { MediaAsset } from '../../../common/media';
import { AssetSearchBox } from '../../components/assetSearch/AssetSearchBox';
import { TextField } from '../../components/form';
import { useValidationMessage } from '../../components/form/useValidationMessage';
import { Button } from '../../components/ui/Button';
import { FolderIcon } from '../../components/ui/LineIcon';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { holdFile } from '../media/heldFiles';
import { editorMessages as messages, uploadErrorMessages } from './messages';
import { selectTemplateEditor } from './selectors';
import { mediaRequested, mediaSearchChanged, uploadRequested } from './slice';
import { ChosenImage, Inline, Notice, Thumbs } from './styles';

const headerPath = 'components.header';

/** One image to choose: its path (without the leading /Media/, spec section 3) is the value. */
function AssetChoice({
  asset,
  chosen,
  onChoose,
}: {
  asset: MediaAsset;
  chosen: string;
  onChoose: (path: string) => void;
}) {
  const path = asset.url.replace(/^\/Media\//, '');
  return (
    <li>
      <button
        type="button"
        aria-pressed={path === chosen}
        data-testid="template-media-asset"
        onClick={() => onChoose(path)}
      >
        <img src={asset.url} alt="" />
        {asset.name}
      </button>
    </li>
  );
}

/** The media database's images (folders to open, a search) and an upload: the chosen image's path is the value. */
function ImageChooser({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch();
  const { values, setFieldValue, getFieldMeta, submitCount, status } =
    useFormikContext<TemplateContent>();
  const { media, upload, state: editor } = useAppSelector(selectTemplateEditor);
  const message = useValidationMessage();
  const chosen = values.components.header?.headerValue ?? '';
  const meta = getFieldMeta<string>(`${headerPath}.headerValue`);
  const serverError = (status as { serverErrors?: Record<string, string> } | undefined)
    ?.serverErrors?.[`${headerPath}.headerValue`];
  const error = message((submitCount > 0 && meta.error) || serverError);

  useEffect(() => {
    if (media.status === 'idle') dispatch(mediaRequested(null));
  }, [dispatch, media.status]);

  useEffect(() => {
    if (upload.path) void setFieldValue(`${headerPath}.headerValue`, upload.path);
  }, [upload.path, setFieldValue]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) dispatch(uploadRequested(holdFile(file)));
    event.target.value = '';
  };
  const contents = media.contents;
  // The name the media database gives the image; its file name when it is not known here.
  const imageName = (path: string) =>
    (upload.path === path && upload.name) ||
    [...(contents?.assets ?? []), ...media.search.assets].find(
      (asset) => asset.url === `/Media/${path}`,
    )?.name ||
    (editor?.template.components.header?.headerValue === path && editor.headerImageName) ||
    path.slice(path.lastIndexOf('/') + 1);
  const choose = (path: string) => void setFieldValue(`${headerPath}.headerValue`, path);
  return (
    <div data-testid="template-image-chooser">
      <ChosenImage>
        <FormattedMessage {...messages.imageChosen} />:{' '}
        {chosen ? (
          <>
            <img src={`/Media/${chosen}`} alt="" data-testid="template-image-thumbnail" />
            <span data-testid="template-image-path" data-path={chosen}>
              {imageName(chosen)}
            </span>
          </>
        ) : (
          <FormattedMessage {...messages.imageNone} />
        )}
      </ChosenImage>
      {error && (
        <Notice $tone="danger" role="alert" data-testid="template-image-error">
          {error}
        </Notice>
      )}
      {!disabled && (
        <>
          <strong>
            <FormattedMessage {...messages.mediaTitle} />
          </strong>
          <AssetSearchBox
            search={media.search}
            onChange={(text) => dispatch(mediaSearchChanged(text))}
            testId="template-media"
          >
            <Thumbs>
              {media.search.assets.map((asset) => (
                <AssetChoice key={asset.id} asset={asset} chosen={chosen} onChoose={choose} />
              ))}
            </Thumbs>
          </AssetSearchBox>
          <Inline>
            {contents?.folder && (
              <Button
                type="button"
                $variant="ghost"
                onClick={() => dispatch(mediaRequested(contents.folder?.parentId ?? null))}
              >
                <FormattedMessage {...messages.mediaUp} />
              </Button>
            )}
            {contents?.folders.map((folder) => (
              <Button
                key={folder.id}
                type="button"
                $variant="secondary"
                data-testid="template-media-folder"
                onClick={() => dispatch(mediaRequested(folder.id))}
              >
                <FolderIcon /> {folder.name}
              </Button>
            ))}
          </Inline>
          <Thumbs>
            {contents?.assets.map((asset) => (
              <AssetChoice key={asset.id} asset={asset} chosen={chosen} onChoose={choose} />
            ))}
          </Thumbs>
          {contents && contents.assets.length === 0 && (
            <p>
              <FormattedMessage {...messages.mediaEmpty} />
            </p>
          )}
          <label>
            <FormattedMessage {...messages.upload} />{' '}
            <input
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              onChange={onFile}
              data-testid="template-upload"
            />
          </label>
          {upload.status === 'uploading' && (
            <p role="status">
              <FormattedMessage {...messages.uploading} />
            </p>
          )}
          {upload.status === 'failed' && (
            <Notice $tone="danger" role="alert" data-testid="template-upload-error">
              <FormattedMessage
                {...(uploadErrorMessages[upload.errorKey as keyof typeof uploadErrorMessages] ??
                  uploadErrorMessages.unknown)}
              />
            </Notice>
          )}
        </>
      )}
    </div>
  );
}

/** No header, a text header or an image header. */
export function HeaderFields({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<TemplateContent>();
  const header = values.components.header;
  const format = header === null ? 'none' : String(header.headerFormat);
  return (
    <>
      <label>
        <FormattedMessage {...messages.headerFormat} />{' '}
        <select
          value={format}
          disabled={disabled}
          data-testid="template-header-format"
          onChange={(event) =>
            void setFieldValue(
              headerPath,
              event.target.value === 'none'
                ? null
                : { headerFormat: Number(event.target.value), headerValue: '' },
            )
          }
        >
          <option value="none">{intl.formatMessage(messages.headerNone)}</option>
          <option value={HeaderFormat.text}>{intl.formatMessage(messages.headerText)}</option>
          <option value={HeaderFormat.image}>{intl.formatMessage(messages.headerImage)}</option>
        </select>
      </label>
      {header?.headerFormat === HeaderFormat.text && (
        <TextField
          name={`${headerPath}.headerValue`}
          label={intl.formatMessage(messages.headerValue)}
          required
          maxLength={templateLimits.headerText}
          showCounter
          disabled={disabled}
        />
      )}
      {header?.headerFormat === HeaderFormat.image && <ImageChooser disabled={disabled} />}
    </>
  );
}

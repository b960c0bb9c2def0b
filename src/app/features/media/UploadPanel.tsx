import { useId, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { allowedExtensions } from '../../../common/media';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { failureText } from './failureText';
import { holdFile } from './heldFiles';
import { mediaMessages as messages, mediaValueMessages } from './messages';
import { selectMediaUploads } from './selectors';
import { uploadDismissed, uploadRequested, uploadWithoutFile } from './slice';
import { Notice } from './styles';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const List = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const accept = [
  ...allowedExtensions.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
];

/**
 * Choose image files and upload them into the folder shown, each with a progress bar; each
 * refusal shows its own text (spec section 8) until dismissed.
 */
export function UploadPanel({ folderId }: { folderId: number | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const uploads = useAppSelector(selectMediaUploads);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) dispatch(uploadWithoutFile());
    for (const file of files) {
      const uploadId = holdFile(file);
      dispatch(uploadRequested({ uploadId, name: file.name, size: file.size, folderId }));
    }
    if (input.current) input.current.value = '';
  };

  return (
    <section aria-label={intl.formatMessage(messages.uploadTitle)}>
      <Form onSubmit={submit} data-testid="media-upload">
        <label htmlFor={inputId}>
          <FormattedMessage {...messages.uploadChoose} />
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          accept={accept.join(',')}
          data-testid="media-upload-input"
        />
        <Button type="submit" data-testid="media-upload-button">
          <FormattedMessage {...messages.uploadButton} />
        </Button>
        <Hint>
          <FormattedMessage {...messages.uploadHint} />
        </Hint>
      </Form>
      {uploads.length > 0 && (
        <List aria-live="polite" data-testid="media-uploads">
          {uploads.map((upload) => (
            <Row key={upload.uploadId} data-testid="media-upload-row">
              {upload.status === 'uploading' && (
                <>
                  <span>
                    <FormattedMessage
                      {...mediaValueMessages.uploadProgress}
                      values={{
                        name: upload.name,
                        percent: upload.size ? upload.loaded / upload.size : 0,
                      }}
                    />
                  </span>
                  <Bar value={upload.loaded} max={upload.size || 1} aria-label={upload.name} />
                </>
              )}
              {upload.status !== 'uploading' && (
                <Line>
                  <Notice
                    $tone={upload.status === 'failed' ? 'danger' : 'success'}
                    role={upload.status === 'failed' ? 'alert' : 'status'}
                    data-testid={`media-upload-${upload.status}`}
                    data-error-key={upload.failure?.errorKey}
                  >
                    {upload.name && <strong>{upload.name}: </strong>}
                    {upload.failure
                      ? failureText(intl, upload.failure)
                      : intl.formatMessage(messages.uploadDone)}
                  </Notice>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => dispatch(uploadDismissed(upload.uploadId))}
                  >
                    <FormattedMessage {...messages.uploadDismiss} />
                  </Button>
                </Line>
              )}
            </Row>
          ))}
        </List>
      )}
    </section>
  );
}

import { ScrollRegion } from '../../components/layout/ScrollRegion';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ImportRejectReason } from '../../../common/subscribers';
import { LoadingState } from '../../components/status/LoadingState';
import { Button } from '../../components/ui/Button';
import { withFeatureTexts } from '../../i18n/FeatureTexts';
import { SUBSCRIBER_LIST } from '../../routes/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useFeature } from '../../store/lazyFeatures';
import { parkImportFile } from './importFiles';
import { guessField, mappingOf } from './importMapping';
import {
  subscriberMessages as messages,
  subscriberValueMessages as valueMessages,
} from './messages';
import { selectCustomFields, selectImporter } from './selectors';
import {
  importReset,
  importStartRequested,
  importUploadRequested,
  lookupsRequested,
} from './slice';
import { Card, Intro, LinkButton, Notice, Table, Title, TitleRow, Toolbar } from './styles';
import { subscribersTexts } from './texts';
import { useEffect } from 'react';

const Progress = styled.progress`
  width: 100%;
  height: 1.25rem;
`;

const reasonText: Record<ImportRejectReason, keyof typeof messages> = {
  missingContact: 'reasonMissingContact',
  invalidPhone: 'reasonInvalidPhone',
  invalidEmail: 'reasonInvalidEmail',
  invalidCulture: 'reasonInvalidCulture',
  tooLong: 'reasonTooLong',
  duplicateInFile: 'reasonDuplicateInFile',
  duplicateExisting: 'reasonDuplicateExisting',
};

const uploadErrors: Record<string, keyof typeof messages> = {
  noFile: 'noFile',
  csvUnreadable: 'csvUnreadable',
  fileTooLarge: 'fileTooLarge',
};

function FileStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectImporter);
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(
          importUploadRequested({
            fileKey: file ? parkImportFile(file) : '',
            fileName: file?.name ?? '',
          }),
        );
      }}
    >
      {error && (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(messages[uploadErrors[error] ?? 'uploadFailed'])}
        </Notice>
      )}
      <Toolbar>
        <label>
          {intl.formatMessage(messages.fileLabel)}
          <input
            type="file"
            accept=".csv,text/csv"
            data-testid="import-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" data-testid="import-upload">
          {intl.formatMessage(messages.upload)}
        </Button>
      </Toolbar>
    </form>
  );
}

function MappingStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { uploaded, error } = useAppSelector(selectImporter);
  const customFields = useAppSelector(selectCustomFields);
  const headers = uploaded?.headers ?? [];
  const [fields, setFields] = useState(() =>
    headers.map((header) =>
      guessField(
        header,
        customFields.map((f) => f.name),
      ),
    ),
  );
  const [invalid, setInvalid] = useState(false);
  const options = [
    { value: '', label: intl.formatMessage(messages.ignoreColumn) },
    { value: 'firstname', label: intl.formatMessage(messages.firstname) },
    { value: 'lastname', label: intl.formatMessage(messages.lastname) },
    { value: 'email', label: intl.formatMessage(messages.email) },
    { value: 'telnr', label: intl.formatMessage(messages.telnr) },
    { value: 'culture', label: intl.formatMessage(messages.culture) },
    ...customFields.map((field) => ({ value: field.name, label: field.label })),
  ];
  return (
    <form
      data-testid="import-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        const mapping = mappingOf(fields);
        setInvalid(!mapping);
        if (mapping) dispatch(importStartRequested(mapping));
      }}
    >
      <h2>{intl.formatMessage(messages.mappingTitle)}</h2>
      <Intro>{intl.formatMessage(messages.mappingIntro)}</Intro>
      {(invalid || error) && (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(messages.invalidMapping)}
        </Notice>
      )}
      <ScrollRegion label={intl.formatMessage(messages.mappingTitle)}>
        <Table>
          <tbody>
            {headers.map((header, index) => (
              <tr key={index}>
                <td>
                  <label>
                    {intl.formatMessage(valueMessages.columnLabel, { name: header })}
                    <br />
                    <select
                      data-testid={`mapping-${index}`}
                      value={fields[index]}
                      onChange={(event) => {
                        const next = [...fields];
                        next[index] = event.target.value;
                        setFields(next);
                      }}
                    >
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </label>
                </td>
                <td>
                  {uploaded?.preview.map((row, rowIndex) => (
                    <div key={rowIndex}>{row[index] ?? ''}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <Toolbar>
        <Button type="submit" data-testid="import-start">
          {intl.formatMessage(messages.start)}
        </Button>
      </Toolbar>
    </form>
  );
}

function ProgressStep() {
  const intl = useIntl();
  const { progress } = useAppSelector(selectImporter);
  const done = progress?.rowsDone ?? 0;
  const total = progress?.totalRows ?? 0;
  return (
    <div>
      <Progress
        data-testid="import-progress"
        aria-label={intl.formatMessage(messages.progressLabel)}
        value={done}
        max={Math.max(total, 1)}
      />
      <p aria-live="polite">{intl.formatMessage(valueMessages.progressText, { done, total })}</p>
    </div>
  );
}

function ReportStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { progress, rejections } = useAppSelector(selectImporter);
  if (!progress) return null;
  return (
    <section data-testid="import-report" aria-labelledby="import-report-title">
      <h2 id="import-report-title">{intl.formatMessage(messages.reportTitle)}</h2>
      {progress.state === 'failed' ? (
        <Notice $tone="danger" role="alert">
          {intl.formatMessage(
            progress.errorKey === 'csvBroken' ? messages.csvBroken : messages.importFailed,
          )}
        </Notice>
      ) : (
        <Notice role="status" data-testid="import-summary">
          {intl.formatMessage(valueMessages.reportSummary, {
            imported: progress.imported,
            rejected: progress.rejected,
          })}
        </Notice>
      )}
      {rejections.length > 0 && (
        <ScrollRegion label={intl.formatMessage(messages.reportTitle)}>
          <Table data-testid="import-rejections">
            <thead>
              <tr>
                <th>{intl.formatMessage(messages.lineColumn)}</th>
                <th>{intl.formatMessage(messages.reasonColumn)}</th>
                <th>{intl.formatMessage(messages.valuesColumn)}</th>
              </tr>
            </thead>
            <tbody>
              {rejections.map((rejection) => (
                <tr key={rejection.line}>
                  <td>{rejection.line}</td>
                  <td>{intl.formatMessage(messages[reasonText[rejection.reason]])}</td>
                  <td>{rejection.values.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      <Toolbar>
        <Button type="button" $variant="secondary" onClick={() => dispatch(importReset())}>
          {intl.formatMessage(messages.another)}
        </Button>
      </Toolbar>
    </section>
  );
}

/**
 * The CSV import wizard (/Subscribers/Import): choose a file, map its columns, follow the progress
 * bar, read the report of rejected rows and why.
 */
export const ImportScreen = withFeatureTexts(subscribersTexts, function ImportScreenContent() {
  useFeature('subscribers');
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { step } = useAppSelector(selectImporter);
  useEffect(() => {
    dispatch(lookupsRequested());
  }, [dispatch]);
  return (
    <Card aria-labelledby="import-title">
      <TitleRow>
        <Title id="import-title">{intl.formatMessage(messages.importTitle)}</Title>
        <LinkButton $variant="secondary" to={SUBSCRIBER_LIST}>
          {intl.formatMessage(messages.listLink)}
        </LinkButton>
      </TitleRow>
      <Intro>{intl.formatMessage(messages.importIntro)}</Intro>
      {step === 'file' && <FileStep />}
      {step === 'uploading' && <LoadingState label={intl.formatMessage(messages.uploading)} />}
      {step === 'mapping' && <MappingStep />}
      {step === 'running' && <ProgressStep />}
      {step === 'report' && <ReportStep />}
    </Card>
  );
});

import type { SagaIterator } from 'redux-saga';
import { call, fork, takeLatest, takeLeading } from 'typed-redux-saga';
import {
  checkSaga,
  loadEditorSaga,
  previewSaga,
  recipientsSaga,
  saveSaga,
  sendSaga,
  stopSaga,
  unscheduleSaga,
  templatesSaga,
  testSendSaga,
  watchSendPolling,
} from './editorSagas';
import {
  archiveSaga,
  copySaga,
  deleteSaga,
  loadFiltersSaga,
  newsletterListSaga,
} from './listSagas';
import { newsletterList } from './newsletterList';
import { addToGroupSaga, recipientListSaga } from './recipientSagas';
import {
  addToGroupRequested,
  archiveRequested,
  checkRequested,
  copyRequested,
  deleteRequested,
  editorRequested,
  previewRequested,
  recipientsRequested,
  saveRequested,
  sendRequested,
  stopRequested,
  unscheduleRequested,
  templatesRequested,
  testSendRequested,
} from './slice';

export function* newslettersSaga(): SagaIterator<void> {
  yield* takeLatest(newsletterList.actions.queryChanged, loadFiltersSaga);
  yield* takeLeading(copyRequested, copySaga);
  yield* takeLeading(archiveRequested, archiveSaga);
  yield* takeLeading(deleteRequested, deleteSaga);
  yield* takeLatest(editorRequested, loadEditorSaga);
  yield* takeLatest(templatesRequested, templatesSaga);
  yield* takeLeading(saveRequested, saveSaga);
  yield* takeLatest(recipientsRequested, recipientsSaga);
  yield* takeLeading(addToGroupRequested, addToGroupSaga);
  yield* takeLatest(checkRequested, checkSaga);
  yield* takeLeading(sendRequested, sendSaga);
  yield* takeLeading(stopRequested, stopSaga);
  yield* takeLeading(unscheduleRequested, unscheduleSaga);
  yield* takeLatest(previewRequested, previewSaga);
  yield* takeLeading(testSendRequested, testSendSaga);
  yield* fork(newsletterListSaga);
  yield* fork(recipientListSaga);
  yield* call(watchSendPolling);
}

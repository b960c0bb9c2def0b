import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { TemplateStatus } from '../../../../src/common/templates';
import { ApiRequestError } from '../../../../src/app/api/errors';
import { startUpload } from '../../../../src/app/api/media';
import { holdFile } from '../../../../src/app/features/media/heldFiles';
import { getSubscriberFields } from '../../../../src/app/api/subscribers';
import {
  getTemplate,
  getTemplateFilters,
  getTextComponents,
  patchTemplateArchive,
  postTemplate,
  postTemplateApproval,
  postTemplateCopy,
  postTemplateList,
} from '../../../../src/app/api/templates';
import { callApi } from '../../../../src/app/auth/callApi';
import { navigateTo } from '../../../../src/app/routes/navigator';
import { fetchTemplatePage, templatesSaga } from '../../../../src/app/features/templates/sagas';
import { templateList } from '../../../../src/app/features/templates/templateList';
import {
  archiveRequested,
  copyRequested,
  editorLoaded,
  editorClosed,
  editorRequested,
  editorReviewed,
  initialTemplatesState,
  listActionFailed,
  listActionSucceeded,
  placeholdersLoaded,
  placeholdersRequested,
  saveFailed,
  saveRequested,
  saveSucceeded,
  templatesReducer,
  uploadFailed,
  uploadRequested,
} from '../../../../src/app/features/templates/slice';
import { accountSwitched } from '../../../../src/app/store/accountEvents';
import { approvedState, editorState, entry, listResult } from './fixtures';

const filters = { users: [], languages: ['de'], status: [0] };
const reducer = (state = { templates: initialTemplatesState }, action: { type: string }) => ({
  templates: templatesReducer(state.templates, action as never),
});
/** The poll's wait, a moment instead of seconds (a real wait, so puts settle in between). */
const shortDelay = {
  call(effect: { fn: unknown }, next: () => unknown) {
    return effect.fn === delay(0).payload.fn
      ? new Promise((resolve) => setTimeout(resolve, 1))
      : next();
  },
};

/** The overview's answer as the list kit's page. */
const pageOf = (result: ReturnType<typeof listResult>) => ({
  items: result.templates,
  total: result.totalCount,
  extra: result.templatesGroupCount,
});
const listLoaded = (result: ReturnType<typeof listResult>) =>
  templateList.actions.pageLoaded({ generation: 0, page: 0, result: pageOf(result) });

describe('template sagas', () => {
  it('loads the list with the query and the filter choices', () => {
    const result = listResult([entry()]);
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call(callApi, getTemplateFilters), filters],
        [
          matchers.call(
            callApi,
            fetchTemplatePage,
            { ...templateList.initialState.query, sort: 'name' },
            { skip: 0, take: 100 },
          ),
          pageOf(result),
        ],
      ])
      .dispatch(templateList.actions.queryChanged({ sort: 'name' }))
      .silentRun(50)
      .then(({ storeState }) => {
        const { list } = storeState.templates;
        expect(list.query).toEqual({ ...templateList.initialState.query, sort: 'name' });
        expect(templateList.selectRows(list)).toEqual(result.templates);
        expect(list.extra).toEqual(result.templatesGroupCount);
        expect(storeState.templates.listFilters).toEqual(filters);
      });
  });

  it('polls while a template is in review and stops once it was reviewed', () => {
    const pending = listResult([entry({ status: TemplateStatus.check })]);
    const approved = listResult([entry({ status: TemplateStatus.approved })]);
    let calls = 0;
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([
        shortDelay,
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === fetchTemplatePage) {
              calls += 1;
              return pageOf(calls < 3 ? pending : approved);
            }
            return next();
          },
        },
      ])
      .dispatch(listLoaded(pending))
      .silentRun(100)
      .then(({ storeState }) => {
        expect(calls).toBe(3);
        expect(templateList.selectRows(storeState.templates.list)).toEqual(approved.templates);
      });
  });

  it('stops polling when the list screen closes', () => {
    const pending = listResult([entry({ status: TemplateStatus.check })]);
    let calls = 0;
    return expectSaga(templatesSaga)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === fetchTemplatePage) {
              calls += 1;
              return pageOf(pending);
            }
            return next();
          },
        },
      ])
      .dispatch(listLoaded(pending))
      .dispatch(templateList.actions.closed())
      .silentRun(2500)
      .then(() => expect(calls).toBe(0));
  });

  it('lets the open editor follow the review verdict as the list does', () => {
    const inReview = editorState({ id: 9, status: TemplateStatus.check }, false);
    const approved = editorState({ id: 9, status: TemplateStatus.approved }, false);
    let calls = 0;
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([
        shortDelay,
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === getTemplate) {
              calls += 1;
              return calls < 3 ? inReview : approved;
            }
            return next();
          },
        },
      ])
      .put(editorReviewed(approved))
      .dispatch(editorLoaded(inReview))
      .silentRun(100)
      .then(({ storeState }) => {
        expect(calls).toBe(3);
        expect(storeState.templates.editor.state?.template.status).toBe(TemplateStatus.approved);
      });
  });

  it('stops following the verdict when the editor closes, and never polls a reviewed template', () => {
    let calls = 0;
    return expectSaga(templatesSaga)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === callApi && effect.args[0] === getTemplate) calls += 1;
            return next();
          },
        },
      ])
      .dispatch(editorLoaded(approvedState()))
      .dispatch(editorLoaded(editorState({ id: 9, status: TemplateStatus.check }, false)))
      .dispatch(editorClosed())
      .silentRun(2500)
      .then(() => expect(calls).toBe(0));
  });

  it('creates a template, moves the editor to its id and submits it when asked', () => {
    const created = editorState({ id: 9, name: 'Neu' });
    const inReview = editorState({ id: 9, name: 'Neu', status: TemplateStatus.check }, false);
    const content = { ...created.template, id: undefined };
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call(callApi, postTemplate, 0, content as never), created],
        [matchers.call(navigateTo, '/WhatsApp/Templates/Edit/9', { replace: true }), undefined],
        [matchers.call(callApi, postTemplateApproval, 9), { templateStatus: 1, startDate: 'x' }],
        [matchers.call(callApi, getTemplate, 9), inReview],
      ])
      .call(navigateTo, '/WhatsApp/Templates/Edit/9', { replace: true })
      .call(callApi, postTemplateApproval, 9)
      .put(saveSucceeded({ state: inReview, done: 'submitted' }))
      .dispatch(saveRequested({ id: 0, content: content as never, thenSubmit: true }))
      .silentRun(50);
  });

  it("keeps the server's errorKey and field details of a refused save", () => {
    const details = [{ field: 'name', reason: 'nameDuplicate' }];
    const refusal = new ApiRequestError(400, { errorKey: 'nameDuplicate', message: 'x', details });
    const content = editorState().template;
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(callApi), throwError(refusal)]])
      .put(saveFailed({ errorKey: 'nameDuplicate', fieldErrors: details }))
      .not.call.fn(navigateTo)
      .dispatch(saveRequested({ id: 3, content, thenSubmit: false }))
      .silentRun(50);
  });

  it('loads the editor, and the placeholders once', () => {
    const state = approvedState();
    const fields = [{ name: 'firstname', label: 'Vorname', type: 'text', isCustom: false }];
    const textComponents = [{ id: 1, friendlyName: 'Gruß', content: 'Hallo', multiLine: false }];
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([
        [matchers.call(callApi, getTemplate, 5), state],
        [matchers.call(callApi, getSubscriberFields), fields],
        [matchers.call(callApi, getTextComponents), textComponents],
      ])
      .put(editorLoaded(state))
      .put(placeholdersLoaded({ fields, textComponents } as never))
      .dispatch(editorRequested(5))
      .dispatch(placeholdersRequested())
      .silentRun(50)
      .then(({ storeState }) =>
        expect(storeState.templates.placeholders).toEqual({
          status: 'loaded',
          fields,
          textComponents,
          chosen: null,
        }),
      );
  });

  it('copies and opens the copy in the editor', () => {
    const copy = editorState({ id: 12, name: 'Herbstreisen (Kopie)' });
    const copied: number[] = [];
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === callApi) {
              // The copy call runs through callApi as a closure over postTemplateCopy.
              const run = effect.args[0] as () => unknown;
              expect(String(run)).toContain('postTemplateCopy');
              copied.push(1);
              return copy;
            }
            return next();
          },
        },
        [matchers.call(navigateTo, '/WhatsApp/Templates/Edit/12'), undefined],
      ])
      .call(navigateTo, '/WhatsApp/Templates/Edit/12')
      .put(listActionSucceeded('copy'))
      .dispatch(copyRequested(5))
      .silentRun(50)
      .then(() => {
        expect(copied).toHaveLength(1);
        expect(postTemplateCopy).toBeDefined();
      });
  });

  it('names the newsletters that keep a template from being archived', () => {
    const details = [{ field: 'newsletter', reason: 'inUse', params: { name: 'Herbst' } }];
    const refusal = new ApiRequestError(409, {
      errorKey: 'templateArchiveInActiveSends',
      message: 'x',
      details,
    });
    return expectSaga(templatesSaga)
      .withReducer(reducer)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === callApi) {
              const run = effect.args[0] as () => unknown;
              if (run === postTemplateList || run === getTemplateFilters) return listResult([]);
              throw refusal;
            }
            return next();
          },
        },
      ])
      .put(
        listActionFailed({
          kind: 'archive',
          errorKey: 'templateArchiveInActiveSends',
          details,
        }),
      )
      .dispatch(archiveRequested([5]))
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.templates.listAction.status).toBe('failed');
        expect(patchTemplateArchive).toBeDefined();
      });
  });

  it('refuses an image of another kind or over 5 MB before uploading', async () => {
    const gif = holdFile(new File(['GIF89a'], 'bild.gif', { type: 'image/gif' }));
    const large = holdFile(
      new File([new Uint8Array(5_242_881)], 'gross.png', { type: 'image/png' }),
    );
    await expectSaga(templatesSaga)
      .withReducer(reducer)
      .put(uploadFailed('extensionNotAllowed'))
      .not.call.fn(startUpload)
      .dispatch(uploadRequested(gif))
      .silentRun(50);
    await expectSaga(templatesSaga)
      .withReducer(reducer)
      .put(uploadFailed('fileTooLarge'))
      .dispatch(uploadRequested(large))
      .silentRun(50);
  });

  it('resets on an account switch', () => {
    const state = templatesReducer(
      templatesReducer(undefined, editorLoaded(approvedState())),
      accountSwitched({ accountId: 2 }),
    );
    expect(state).toEqual(initialTemplatesState);
  });
});

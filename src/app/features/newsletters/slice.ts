import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ExcludedSubscriberCount,
  NewsletterContent,
  NewsletterEditorState,
  NewsletterFilters,
  NewsletterTemplateOption,
  PersonalizedPreview,
  PriceInformation,
  RecipientDetail,
  RecipientQuery,
  SendInformation,
  TestSendResult,
  ValidationEntry,
} from '../../../common/newsletters';
import type { SubscriberProfile } from '../../../common/subscribers';
import type { ApiErrorDetail } from '../../../common/validation';
import { accountSwitched } from '../../store/accountEvents';
import type { LoadStatus } from '../../store/loadStatus';
import type { AddTarget } from '../../components/addToGroup/AddToGroupForm';
import { withList, type ListState } from '../../components/list/listSlice';
import { newsletterList, type NewsletterGroupCounts, type NewsletterQuery } from './newsletterList';
import type { NewsletterListEntry } from '../../../common/newsletters';
import { recipientList, type RecipientListQuery } from './recipientList';

export type ListAction = 'copy' | 'archive' | 'delete';

interface ActionState<Kind> {
  status: 'idle' | 'busy' | 'failed';
  kind: Kind | null;
  done: Kind | null;
  errorKey: string | null;
  details: ApiErrorDetail[];
}

export interface NewslettersState {
  /** The overview's rows, query and paging (the list kit). */
  list: ListState<NewsletterListEntry, NewsletterQuery, NewsletterGroupCounts>;
  /** The overview's filter choices (languages and creators in use). */
  listFilters: NewsletterFilters | null;
  /** Copy, archive or delete from the overview. */
  listAction: ActionState<ListAction>;
  /** The editor's list of effective or excluded people (the list kit). */
  recipientList: ListState<RecipientDetail, RecipientListQuery>;
  editor: {
    status: LoadStatus;
    /** A newsletter just created: its editor moves from the create route to its own, keeping it. */
    created: number | null;
    errorKey: string | null;
    state: NewsletterEditorState | null;
    templates: NewsletterTemplateOption[];
    profiles: SubscriberProfile[];
    save: {
      status: 'idle' | 'saving' | 'failed';
      done: boolean;
      errorKey: string | null;
      fieldErrors: ApiErrorDetail[];
    };
    recipients: {
      status: LoadStatus;
      /** Who was counted: the form's group, language and flags at the time. */
      query: RecipientQuery | null;
      effective: number | null;
      excluded: ExcludedSubscriberCount | null;
    };
    /** The recipient list (recipientList) is shown. */
    detailsOpen: boolean;
    addToGroup: {
      status: 'idle' | 'busy' | 'failed';
      errorKey: string | null;
      added: number | null;
      groupName: string | null;
    };
    check: {
      status: 'idle' | 'checking' | 'done' | 'failed';
      entries: ValidationEntry[];
      price: PriceInformation | null;
      errorKey: string | null;
    };
    send: {
      status: 'idle' | 'busy' | 'failed';
      errorKey: string | null;
      details: ApiErrorDetail[];
    };
    preview: {
      status: LoadStatus;
      index: number;
      preview: PersonalizedPreview | null;
      errorKey: string | null;
    };
    testSend: {
      status: 'idle' | 'busy' | 'failed' | 'done';
      result: TestSendResult | null;
      errorKey: string | null;
    };
  };
}

const idleAction: ActionState<ListAction> = {
  status: 'idle',
  kind: null,
  done: null,
  errorKey: null,
  details: [],
};

const initialEditor: NewslettersState['editor'] = {
  status: 'idle',
  created: null,
  errorKey: null,
  state: null,
  templates: [],
  profiles: [],
  save: { status: 'idle', done: false, errorKey: null, fieldErrors: [] },
  recipients: { status: 'idle', query: null, effective: null, excluded: null },
  detailsOpen: false,
  addToGroup: { status: 'idle', errorKey: null, added: null, groupName: null },
  check: { status: 'idle', entries: [], price: null, errorKey: null },
  send: { status: 'idle', errorKey: null, details: [] },
  preview: { status: 'idle', index: -1, preview: null, errorKey: null },
  testSend: { status: 'idle', result: null, errorKey: null },
};

export const initialNewslettersState: NewslettersState = {
  list: newsletterList.initialState,
  listFilters: null,
  listAction: idleAction,
  recipientList: recipientList.initialState,
  editor: initialEditor,
};

const slice = createSlice({
  name: 'newsletters',
  initialState: initialNewslettersState,
  reducers: {
    filtersLoaded(state, action: PayloadAction<NewsletterFilters>) {
      state.listFilters = action.payload;
    },
    copyRequested(state, _action: PayloadAction<number>) {
      state.listAction = { ...idleAction, status: 'busy', kind: 'copy' };
    },
    archiveRequested(state, _action: PayloadAction<number[]>) {
      state.listAction = { ...idleAction, status: 'busy', kind: 'archive' };
    },
    deleteRequested(state, _action: PayloadAction<number[]>) {
      state.listAction = { ...idleAction, status: 'busy', kind: 'delete' };
    },
    listActionSucceeded(state, action: PayloadAction<ListAction>) {
      state.listAction = { ...idleAction, done: action.payload };
    },
    listActionFailed(
      state,
      action: PayloadAction<{ kind: ListAction; errorKey: string; details: ApiErrorDetail[] }>,
    ) {
      state.listAction = { ...idleAction, status: 'failed', ...action.payload };
    },
    listActionDismissed(state) {
      state.listAction = idleAction;
    },

    editorRequested(state, _action: PayloadAction<number>) {
      state.editor = { ...initialEditor, status: 'loading' };
      // Another newsletter's people are not this one's.
      state.recipientList = recipientList.initialState;
    },
    /**
     * The editor closed: polling ends and the next visit loads afresh — except when a newsletter
     * was just created, whose editor reopens at once on its own route.
     */
    editorClosed(state) {
      if (state.editor.created !== null) {
        state.editor.created = null;
        return;
      }
      state.editor = initialEditor;
    },
    editorLoaded(state, action: PayloadAction<NewsletterEditorState>) {
      state.editor.status = 'loaded';
      state.editor.state = action.payload;
    },
    editorLoadFailed(state, action: PayloadAction<string>) {
      state.editor.status = 'failed';
      state.editor.errorKey = action.payload;
    },
    choicesLoaded(
      state,
      action: PayloadAction<{
        templates?: NewsletterTemplateOption[];
        profiles?: SubscriberProfile[];
      }>,
    ) {
      if (action.payload.templates) state.editor.templates = action.payload.templates;
      if (action.payload.profiles) state.editor.profiles = action.payload.profiles;
    },
    templatesRequested(
      _state,
      _action: PayloadAction<{ businessAccountId: number; selected: number | null }>,
    ) {},
    /** `thenCheck`: the pre-send check runs once the newsletter is saved. */
    saveRequested(
      state,
      _action: PayloadAction<{ id: number; content: NewsletterContent; thenCheck?: boolean }>,
    ) {
      state.editor.save = { status: 'saving', done: false, errorKey: null, fieldErrors: [] };
    },
    saveSucceeded(state, action: PayloadAction<NewsletterEditorState>) {
      if (state.editor.state?.newsletter.id === 0)
        state.editor.created = action.payload.newsletter.id;
      state.editor.state = action.payload;
      state.editor.save = { status: 'idle', done: true, errorKey: null, fieldErrors: [] };
      // A change makes the check run anew.
      state.editor.check = initialEditor.check;
    },
    saveFailed(state, action: PayloadAction<{ errorKey: string; fieldErrors: ApiErrorDetail[] }>) {
      state.editor.save = { status: 'failed', done: false, ...action.payload };
    },

    recipientsRequested(state, action: PayloadAction<RecipientQuery>) {
      state.editor.recipients = {
        ...state.editor.recipients,
        status: 'loading',
        query: action.payload,
      };
    },
    recipientsLoaded(
      state,
      action: PayloadAction<{ effective: number; excluded: ExcludedSubscriberCount }>,
    ) {
      state.editor.recipients = { ...state.editor.recipients, status: 'loaded', ...action.payload };
    },
    /** A failed count sets the error flag (spec section 7). */
    recipientsLoadFailed(state) {
      state.editor.recipients = {
        ...state.editor.recipients,
        status: 'failed',
        effective: null,
        excluded: null,
      };
    },
    detailsClosed(state) {
      state.editor.detailsOpen = false;
    },
    /** The ticked rows of the recipient list, or all of it, into a group. */
    addToGroupRequested(state, _action: PayloadAction<AddTarget>) {
      state.editor.addToGroup = { status: 'busy', errorKey: null, added: null, groupName: null };
    },
    addToGroupSucceeded(state, action: PayloadAction<{ added: number; groupName: string }>) {
      state.editor.addToGroup = { status: 'idle', errorKey: null, ...action.payload };
    },
    addToGroupFailed(state, action: PayloadAction<string>) {
      state.editor.addToGroup = {
        status: 'failed',
        errorKey: action.payload,
        added: null,
        groupName: null,
      };
    },

    checkRequested(state) {
      state.editor.check = { status: 'checking', entries: [], price: null, errorKey: null };
    },
    checkSucceeded(
      state,
      action: PayloadAction<{ entries: ValidationEntry[]; price: PriceInformation | null }>,
    ) {
      state.editor.check = { status: 'done', errorKey: null, ...action.payload };
    },
    checkFailed(state, action: PayloadAction<string>) {
      state.editor.check = { status: 'failed', entries: [], price: null, errorKey: action.payload };
    },

    sendRequested(state, _action: PayloadAction<{ sendDate: string | null }>) {
      state.editor.send = { status: 'busy', errorKey: null, details: [] };
    },
    sendFailed(state, action: PayloadAction<{ errorKey: string; details: ApiErrorDetail[] }>) {
      state.editor.send = { status: 'failed', ...action.payload };
    },
    stopRequested(state) {
      state.editor.send = { status: 'busy', errorKey: null, details: [] };
    },
    unscheduleRequested(state) {
      state.editor.send = { status: 'busy', errorKey: null, details: [] };
    },
    sendSettled(state) {
      state.editor.send = initialEditor.send;
    },
    sendInformationLoaded(state, action: PayloadAction<SendInformation>) {
      if (!state.editor.state) return;
      state.editor.state.sendInformation = action.payload;
      state.editor.state.newsletter.status = action.payload.status;
    },

    previewRequested(state, _action: PayloadAction<{ next: boolean }>) {
      state.editor.preview.status = 'loading';
    },
    previewLoaded(
      state,
      action: PayloadAction<{ index: number; preview: PersonalizedPreview | null }>,
    ) {
      state.editor.preview = { status: 'loaded', errorKey: null, ...action.payload };
    },
    previewFailed(state, action: PayloadAction<string>) {
      state.editor.preview = {
        ...state.editor.preview,
        status: 'failed',
        errorKey: action.payload,
      };
    },
    testSendRequested(state) {
      state.editor.testSend = { status: 'busy', result: null, errorKey: null };
    },
    testSendSucceeded(state, action: PayloadAction<TestSendResult>) {
      state.editor.testSend = { status: 'done', result: action.payload, errorKey: null };
    },
    testSendFailed(state, action: PayloadAction<string>) {
      state.editor.testSend = { status: 'failed', result: null, errorKey: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountSwitched, () => initialNewslettersState);
    // Showing a list (effective, excluded, one reason) opens it.
    builder.addCase(recipientList.actions.queryChanged, (state) => {
      state.editor.detailsOpen = true;
    });
  },
});

export const {
  filtersLoaded,
  copyRequested,
  archiveRequested,
  deleteRequested,
  listActionSucceeded,
  listActionFailed,
  listActionDismissed,
  editorRequested,
  editorClosed,
  editorLoaded,
  editorLoadFailed,
  choicesLoaded,
  templatesRequested,
  saveRequested,
  saveSucceeded,
  saveFailed,
  recipientsRequested,
  recipientsLoaded,
  recipientsLoadFailed,
  detailsClosed,
  addToGroupRequested,
  addToGroupSucceeded,
  addToGroupFailed,
  checkRequested,
  checkSucceeded,
  checkFailed,
  sendRequested,
  sendFailed,
  stopRequested,
  unscheduleRequested,
  sendSettled,
  sendInformationLoaded,
  previewRequested,
  previewLoaded,
  previewFailed,
  testSendRequested,
  testSendSucceeded,
  testSendFailed,
} = slice.actions;

const withNewsletterList = withList(slice.reducer, 'list', newsletterList.reducer);
export const newslettersReducer = withList<NewslettersState, 'recipientList'>(
  withNewsletterList,
  'recipientList',
  recipientList.reducer,
);

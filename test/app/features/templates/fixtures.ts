/** Template entities as the server answers them, for the SPA tests. */
import {
  ButtonType,
  emptyTemplate,
  TemplateQuality,
  TemplateStatus,
  type TemplateEditorState,
  type TemplateListEntry,
  type TemplateListResult,
} from '../../../../src/common/templates';

export function editorState(
  change: Partial<TemplateEditorState['template']> = {},
  editable = true,
): TemplateEditorState {
  const content = emptyTemplate('de', 7);
  return {
    template: {
      ...content,
      id: 0,
      status: TemplateStatus.draft,
      quality: TemplateQuality.pending,
      rejectionReason: null,
      approvalStartDate: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      creator: null,
      modifier: null,
      graphName: null,
      ...change,
    },
    editable,
    businessAccounts: [{ id: 7, name: 'Nordlicht Reisen', linked: true }],
    notice: null,
    headerImageName: null,
  };
}

export function approvedState(): TemplateEditorState {
  return editorState(
    {
      id: 5,
      name: 'Herbstreisen',
      status: TemplateStatus.approved,
      components: {
        header: null,
        body: {
          text: 'Hallo {{firstname}}, unsere Herbstreisen sind da. Abmelden mit Stop.',
          placeholderDefaultValues: [{ placeholder: 'firstname', defaultValue: 'Kundin' }],
        },
        footer: { text: 'Nordlicht' },
        buttons: [
          {
            id: 1,
            text: 'Mehr',
            value: '',
            buttonType: ButtonType.quickReply,
            order: 0,
            linkType: 0,
            protocolType: null,
            linkValue: null,
          },
        ],
      },
    },
    false,
  );
}

export function entry(change: Partial<TemplateListEntry> = {}): TemplateListEntry {
  const now = new Date().toISOString();
  return {
    id: 1,
    name: 'Herbstreisen',
    description: '',
    language: 'de',
    status: TemplateStatus.draft,
    quality: TemplateQuality.pending,
    rejectionReason: null,
    createdAt: now,
    updatedAt: now,
    creator: 'Anna Admin',
    modifier: 'Anna Admin',
    warnings: [],
    ...change,
  };
}

export function listResult(templates: TemplateListEntry[]): TemplateListResult {
  return {
    templates,
    templatesGroupCount: { today: templates.length, thisWeek: 0, thisMonth: 0, older: 0 },
    totalCount: templates.length,
  };
}

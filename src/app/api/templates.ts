import type {
  TemplateContent,
  TemplateEditorState,
  TemplateFilters,
  TemplateListQuery,
  TemplateListResult,
  TemplateStatus,
} from '../../common/templates';
import type { TextComponent } from '../../common/subscribers';
import { requestJson, requestVoid } from './client';
import { suiteService, whatsAppService } from './services';

/** The template calls of the WhatsApp service (spec section 7). */

export function postTemplateList(query: TemplateListQuery): Promise<TemplateListResult> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/template/templates', { json: query, signal }),
  );
}

export function getTemplateFilters(): Promise<TemplateFilters> {
  return requestJson((signal) => whatsAppService.get('WhatsAppApi/template/filters', { signal }));
}

/** The editor's state; id 0: a new template's defaults. */
export function getTemplate(id: number): Promise<TemplateEditorState> {
  return requestJson((signal) => whatsAppService.get(`WhatsAppApi/template/${id}`, { signal }));
}

/** Saves a whole template; id 0 creates it. */
export function postTemplate(id: number, content: TemplateContent): Promise<TemplateEditorState> {
  return requestJson((signal) =>
    whatsAppService.post('WhatsAppApi/template', { json: { ...content, id }, signal }),
  );
}

export function postTemplateApproval(
  id: number,
): Promise<{ templateStatus: TemplateStatus; startDate: string }> {
  return requestJson((signal) =>
    whatsAppService.post(`WhatsAppApi/template/${id}/approval`, { json: {}, signal }),
  );
}

export function postTemplateCopy(id: number): Promise<TemplateEditorState> {
  return requestJson((signal) =>
    whatsAppService.post(`WhatsAppApi/template/${id}/copy`, { json: {}, signal }),
  );
}

export function patchTemplateArchive(ids: number[]): Promise<void> {
  return requestVoid((signal) =>
    whatsAppService.patch('WhatsAppApi/template/archive', { json: ids, signal }),
  );
}

export function deleteTemplates(ids: number[]): Promise<void> {
  return requestVoid((signal) =>
    whatsAppService.delete('WhatsAppApi/template/templates', { json: ids, signal }),
  );
}

/** The account's text components (for the placeholder choosers). */
export function getTextComponents(): Promise<TextComponent[]> {
  return requestJson((signal) =>
    suiteService.get('TextcomponentAPI/TextcomponentAPI/GetTextcomponentsOfAccount', { signal }),
  );
}

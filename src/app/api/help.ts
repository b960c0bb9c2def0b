import type { HelpAreaValues, SupportRequestAnswer, WhitepaperList } from '../../common/shell';
import type { PopupRequest } from '../../common/validation/popupRequestSchema';
import type { SupportRequest } from '../../common/validation/supportRequestSchema';
import { requestJson } from './client';
import { suiteService } from './services';

/** The help area's calls (spec section 7, NavigationApi/HelpArea). */

export function getHelpAreaValues(): Promise<HelpAreaValues> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/HelpArea/GetHelpAreaValues', { signal }),
  );
}

export function getWhitePapers(): Promise<WhitepaperList> {
  return requestJson((signal) =>
    suiteService.get('NavigationApi/HelpArea/GetWhitePapers', { signal }),
  );
}

/**
 * The help popup's second post (spec section 7): `/Dynamix/PopupRequest.aspx?supportRequest=1`
 * with the request's text as `body` (the spec shows no method; the server takes POST).
 */
export function sendPopupRequest(request: PopupRequest): Promise<SupportRequestAnswer> {
  return requestJson((signal) =>
    suiteService.post('Dynamix/PopupRequest.aspx', {
      searchParams: { supportRequest: 1 },
      json: request,
      signal,
    }),
  );
}

/** Body keys as the spec writes them: ActiveModule, SupportRequestText, Url. */
export function sendSupportRequest(request: SupportRequest): Promise<SupportRequestAnswer> {
  return requestJson((signal) =>
    suiteService.post('NavigationApi/HelpArea/SendSupportRequest', { json: request, signal }),
  );
}

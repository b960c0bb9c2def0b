import type { HelpAreaValues, SupportRequestAnswer, WhitepaperList } from '../../common/shell';
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

/** Body keys as the spec writes them: ActiveModule, SupportRequestText, Url. */
export function sendSupportRequest(request: SupportRequest): Promise<SupportRequestAnswer> {
  return requestJson((signal) =>
    suiteService.post('NavigationApi/HelpArea/SendSupportRequest', { json: request, signal }),
  );
}

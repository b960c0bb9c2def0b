import type {
  SsoAvailableGroup,
  SsoMapping,
  SsoMappingRequest,
  SsoMappingSaved,
  SsoRole,
  SsoSettings,
} from '../../common/sso';
import { requestJson, requestVoid } from './client';
import { identityService } from './services';

/** The single sign-on calls of the identity service (spec section 7). */

export function getSsoSettings(): Promise<SsoSettings> {
  return requestJson((signal) => identityService.get('api/SingleSignOn', { signal }));
}

export function patchSyncState(syncState: boolean): Promise<{ syncState: boolean }> {
  return requestJson((signal) =>
    identityService.patch('api/SingleSignOn/syncstatus', { json: { syncState }, signal }),
  );
}

export function getSsoMapping(id: number): Promise<SsoMapping> {
  return requestJson((signal) => identityService.get(`api/SingleSignOn/mapping/${id}`, { signal }));
}

/** Answers 409 `nameDuplicate` (thrown as ApiRequestError) when the name is in use. */
export function postSsoMapping(request: SsoMappingRequest): Promise<SsoMappingSaved> {
  return requestJson((signal) =>
    identityService.post('api/SingleSignOn/mapping', { json: request, signal }),
  );
}

export function deleteSsoMappings(ids: number[]): Promise<void> {
  return requestVoid((signal) =>
    identityService.delete('api/SingleSignOn/mapping', { json: ids, signal }),
  );
}

export function getSsoAvailableGroups(): Promise<SsoAvailableGroup[]> {
  return requestJson((signal) =>
    identityService.get('api/SingleSignOn/availableGroups/', { signal }),
  );
}

export function getSsoRoles(): Promise<SsoRole[]> {
  return requestJson((signal) => identityService.get('api/SingleSignOn/roles', { signal }));
}

import type { ConsentHistoryEntry } from '../../common/doubleOptIn';
import type {
  AvailableCultures,
  ImportMapping,
  ImportProgress,
  ImportRejectionPage,
  ImportUploaded,
  Subscriber,
  SubscriberField,
  SubscriberGroups,
  SubscriberInput,
  SubscriberPage,
  SubscriberProfile,
} from '../../common/subscribers';
import { requestJson, requestVoid } from './client';
import { suiteService } from './services';

/** The subscriber screens' calls of the suite service (see src/server/suite/subscribers). */

export interface SubscriberPageRequest {
  skip: number;
  /** The previous page's nextAfter: this page is read by key. */
  after?: string;
  take: number;
  search: string;
  profileId: string | null;
}

export function getSubscriberPage(request: SubscriberPageRequest): Promise<SubscriberPage> {
  const searchParams: Record<string, string | number> = { skip: request.skip, take: request.take };
  if (request.after) searchParams.after = request.after;
  if (request.search) searchParams.search = request.search;
  if (request.profileId) searchParams.profileId = request.profileId;
  return requestJson((signal) =>
    suiteService.get('SubscriberAPI/Subscribers', { searchParams, signal }),
  );
}

export function postSubscriber(input: SubscriberInput): Promise<Subscriber> {
  return requestJson((signal) =>
    suiteService.post('SubscriberAPI/Subscribers', { json: input, signal }),
  );
}

export function putSubscriber(uniqueId: string, input: SubscriberInput): Promise<Subscriber> {
  return requestJson((signal) =>
    suiteService.put(`SubscriberAPI/Subscribers/${uniqueId}`, { json: input, signal }),
  );
}

export function putDeactivated(uniqueId: string, deactivated: boolean): Promise<Subscriber> {
  return requestJson((signal) =>
    suiteService.put(`SubscriberAPI/Subscribers/${uniqueId}/deactivated`, {
      json: { deactivated },
      signal,
    }),
  );
}

export function getCultures(): Promise<AvailableCultures> {
  return requestJson((signal) => suiteService.get('API/Culture/GetAvailableCultures', { signal }));
}

export function getSubscriberFields(): Promise<SubscriberField[]> {
  return requestJson((signal) =>
    suiteService.get('SubscriberFieldApi/SubscriberFieldAPI/GetSubscriberFieldsOfAccount', {
      signal,
    }),
  );
}

export function getGroups(): Promise<SubscriberGroups> {
  return requestJson((signal) =>
    suiteService.get('SubscriberGroupsApi/SubscriberGroupsApi/Get', { signal }),
  );
}

export function postGroup(name: string): Promise<SubscriberProfile> {
  return requestJson((signal) =>
    suiteService.post('SubscriberGroupsApi/Groups', { json: { name }, signal }),
  );
}

export function putGroup(uniqueId: string, name: string): Promise<SubscriberProfile> {
  return requestJson((signal) =>
    suiteService.put(`SubscriberGroupsApi/Groups/${uniqueId}`, { json: { name }, signal }),
  );
}

/** Refused with 409 groupInUse while a newsletter sends to the group. */
export function deleteGroup(uniqueId: string): Promise<void> {
  return requestVoid((signal) =>
    suiteService.delete(`SubscriberGroupsApi/Groups/${uniqueId}`, { signal }),
  );
}

/** Adds every subscriber matching the list's filter (search, shown group), server-side. */
export function addGroupMembersByFilter(
  uniqueId: string,
  filter: { search?: string; profileId?: string },
): Promise<MembersChanged> {
  return requestJson((signal) =>
    suiteService.post(`SubscriberGroupsApi/Groups/${uniqueId}/members/byFilter`, {
      json: filter,
      signal,
    }),
  );
}

export interface MembersChanged {
  changed: number;
  profile: SubscriberProfile;
}

export function changeGroupMembers(
  uniqueId: string,
  subscriberIds: string[],
  mode: 'add' | 'remove',
): Promise<MembersChanged> {
  return requestJson((signal) =>
    suiteService(`SubscriberGroupsApi/Groups/${uniqueId}/members`, {
      method: mode === 'add' ? 'post' : 'delete',
      json: { subscriberIds },
      signal,
    }),
  );
}

/** Sends the file as it is (a raw text/csv body): the server streams it to disk. */
export function uploadImport(file: Blob, fileName: string): Promise<ImportUploaded> {
  return requestJson((signal) =>
    suiteService.post('SubscriberAPI/Imports', {
      body: file,
      headers: { 'content-type': 'text/csv' },
      searchParams: { fileName },
      timeout: 300_000,
      signal,
    }),
  );
}

export function startImport(importId: number, mapping: ImportMapping): Promise<ImportProgress> {
  return requestJson((signal) =>
    suiteService.post(`SubscriberAPI/Imports/${importId}/start`, { json: mapping, signal }),
  );
}

export function getImport(importId: number): Promise<ImportProgress> {
  return requestJson((signal) => suiteService.get(`SubscriberAPI/Imports/${importId}`, { signal }));
}

export function getImportRejections(importId: number): Promise<ImportRejectionPage> {
  return requestJson((signal) =>
    suiteService.get(`SubscriberAPI/Imports/${importId}/rejections`, {
      searchParams: { take: 500 },
      signal,
    }),
  );
}

export function getConsentHistory(uniqueId: string): Promise<ConsentHistoryEntry[]> {
  return requestJson((signal) =>
    suiteService.get(`SubscriberAPI/Subscribers/${uniqueId}/consentHistory`, { signal }),
  );
}

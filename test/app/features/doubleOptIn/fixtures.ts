import { doiDefaults, type DoiProcessState } from '../../../../src/common/doubleOptIn';

/** The demo process as the server answers it: active (version 2), no changes. */
export function activeProcess(change: Partial<DoiProcessState> = {}): DoiProcessState {
  const settings = doiDefaults('de', 3);
  return {
    workVersion: {
      id: 1,
      ...settings,
      modifiedOn: '2026-11-01T10:00:00.000Z',
      lastActivatedOn: '2026-11-01T10:00:00.000Z',
      clickToChatNumber: '+494012345670',
    },
    activeVersion: {
      id: 1,
      ...settings,
      modifiedOn: '2026-11-01T10:00:00.000Z',
      lastActivatedOn: '2026-11-01T10:00:00.000Z',
      clickToChatNumber: '+494012345670',
      version: 2,
    },
    hasChanges: false,
    earlierKeywords: { doiKeywords: ['Anmelden'], optOutKeywords: ['Stop'] },
    chatLink: `https://wa.me/494012345670?text=${encodeURIComponent(settings.clickToChatMessage)}`,
    phoneNumbers: [{ id: 3, phoneNumber: '+49 40 1234 5670', displayName: 'Nordlicht Reisen' }],
    ...change,
  };
}

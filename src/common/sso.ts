/**
 * Single sign-on (spec sections 3 and 7): directory groups mapped to permission groups. Shapes of
 * the calls, shared by the SPA and the server, and the mapping editor's rules.
 */
import { array, number, object } from 'yup';
import { encodeIssue, validationReasons } from './validation/issue';
import { textRule } from './validation/rules';

/** A permission group (role) of the account. */
export interface SsoRole {
  id: number;
  name: string;
}

/** `GET /api/SingleSignOn/mapping/{id}` and an item of the settings' mappings. */
export interface SsoMapping {
  id: number;
  /** The directory group. */
  externalId: string;
  name: string;
  emsGroups: SsoRole[];
}

/** `GET /api/SingleSignOn`. */
export interface SsoSettings {
  ssoActivated: boolean;
  syncState: boolean;
  mappings: SsoMapping[];
}

/** `GET /api/SingleSignOn/availableGroups/`: a directory group seen at sign-in or entered. */
export interface SsoAvailableGroup {
  externalId: string;
  name: string;
}

/** The body of `POST /api/SingleSignOn/mapping` (id 0 for a new mapping). */
export interface SsoMappingRequest {
  id: number;
  externalId: string;
  name: string;
  emsGroups: { id: number }[];
}

/** The answer of `POST /api/SingleSignOn/mapping`. */
export interface SsoMappingSaved {
  mapping: SsoMapping;
  nameDuplicate: boolean;
}

export const ssoLimits = { externalId: 256, name: 100 } as const;

/** The mapping editor's rules: a directory group, a name, at least one permission group. */
export const ssoMappingSchema = object({
  externalId: textRule({ required: true, max: ssoLimits.externalId }),
  name: textRule({ required: true, max: ssoLimits.name }),
  emsGroups: array(number().required())
    .min(1, encodeIssue(validationReasons.required))
    .required(encodeIssue(validationReasons.required)),
});

import type { FirstStepKey } from '../../../common/firstSteps';
import type { Right } from '../../../common/rights';
import type { Queryable } from '../../db/database';

/** One step of the first-steps checklist, answered by the module that owns it. */
export interface FirstStepSource {
  /** The caller needs this right to see the step (a step they cannot act on is left out). */
  right: Right;
  /** Whether the account has done the step. */
  isDone(db: Queryable, accountId: number): Promise<boolean>;
}

/** One source per step; `wiring.ts` composes it, a missing step does not compile. */
export type FirstStepSources = Record<FirstStepKey, FirstStepSource>;

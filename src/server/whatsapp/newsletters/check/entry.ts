/** Building the checklist's lines (spec section 3 validation entry). */
import {
  ValidationResult,
  type CheckKind,
  type MessageLimitOutcome,
  type ValidationEntry,
} from '../../../../common/newsletters';

export function entry(
  entityType: CheckKind,
  result: ValidationResult,
  errorKey: string | null,
  more: Partial<Omit<ValidationEntry, 'entityType' | 'result' | 'errorKey'>> = {},
): ValidationEntry {
  return {
    entityType,
    result,
    errorKey,
    validationState: null,
    sendLimitType: null as MessageLimitOutcome | null,
    price: null,
    subEntries: [],
    subscriberCount: null,
    worstCoverageRate: null,
    ...more,
  };
}

/** The worst result of the lines: a line with sub-entries takes theirs. */
export const worstOf = (entries: ValidationEntry[]): ValidationResult =>
  entries.reduce<ValidationResult>(
    (worst, e) => (e.result !== ValidationResult.priceInfo && e.result > worst ? e.result : worst),
    ValidationResult.success,
  );

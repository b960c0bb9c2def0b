import { standardFields } from '../../../../common/subscribers';

/**
 * The SQL of a placeholder field's value for the subscriber aliased `s`: a standard field is its
 * column (a fixed list, safe to name), a custom field is read by name, passed as a parameter
 * appended to `params`.
 */
export function fieldValueSql(field: string, params: unknown[]): string {
  if ((standardFields as readonly string[]).includes(field)) return `s.${field}`;
  params.push(field);
  return `s.custom_fields ->> $${params.length}::text`;
}

/** A count of the members with a value in the field whose SQL is `value` (blank counts as none). */
export const filledCountSql = (value: string) => `count(nullif(trim(${value}), ''))::int`;

/**
 * Whether any of the fields' `values` holds text Meta refuses as a parameter; `pattern` is the
 * parameter that carries `refusedParameterTextSql`.
 */
export const refusedValueSql = (values: string[], pattern: string) =>
  `(${values.map((value) => `coalesce(${value}, '') ~ ${pattern}`).join(' or ')})`;

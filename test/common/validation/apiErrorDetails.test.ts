import { object, ValidationError } from 'yup';
import {
  detailsToFieldErrors,
  encodeIssue,
  numberRule,
  textRule,
  toApiErrorDetails,
  validationApiError,
} from '../../../src/common/validation';

function failureOf(
  schema: { validateSync(value: unknown, options: object): unknown },
  value: unknown,
) {
  try {
    schema.validateSync(value, { abortEarly: false });
  } catch (error) {
    if (ValidationError.isError(error)) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('toApiErrorDetails', () => {
  const schema = object({
    name: textRule({ required: true, max: 5 }),
    count: numberRule({ min: 1, decimals: 0 }),
    note: textRule(),
  });

  it('lists each failing field once with its reason and parameters', () => {
    const error = failureOf(schema, { name: 'far too long', count: '0,5', note: '<b>hi</b>' });
    expect(toApiErrorDetails(error)).toEqual([
      { field: 'name', reason: 'tooLong', params: { max: 5 } },
      { field: 'count', reason: 'numberTooSmall', params: { min: 1 } },
      { field: 'note', reason: 'noHtml' },
    ]);
  });

  it('leaves out fields that pass and never copies the submitted value', () => {
    const error = failureOf(schema, { name: 'secret-value-x' });
    const details = toApiErrorDetails(error);
    expect(details).toEqual([{ field: 'name', reason: 'tooLong', params: { max: 5 } }]);
    expect(JSON.stringify(details)).not.toContain('secret');
  });

  it('reports a failure of the whole value under the field ""', () => {
    const error = failureOf(schema.typeError(encodeIssue('invalid')), 'not an object');
    expect(toApiErrorDetails(error)).toEqual([{ field: '', reason: 'invalid' }]);
  });

  it('keeps nested paths and turns foreign messages into "invalid"', () => {
    const nested = object({ buttons: object({ phone: textRule().matches(/^\+/) }) });
    const error = failureOf(nested, { buttons: { phone: '0301234' } });
    expect(toApiErrorDetails(error)).toEqual([{ field: 'buttons.phone', reason: 'invalid' }]);
  });

  it('builds the ApiError of a 400 answer', () => {
    const details = [{ field: 'name', reason: 'required' }];
    expect(validationApiError(details)).toEqual({
      errorKey: 'validation',
      message: expect.any(String),
      details,
    });
  });
});

describe('detailsToFieldErrors', () => {
  it('maps details onto formik errors, the first of a field winning', () => {
    expect(
      detailsToFieldErrors([
        { field: 'description', reason: 'tooLong', params: { max: 2000 } },
        { field: 'description', reason: 'noHtml' },
        { field: 'phone', reason: 'phone' },
      ]),
    ).toEqual({ description: 'tooLong?max=2000', phone: 'phone' });
  });
});

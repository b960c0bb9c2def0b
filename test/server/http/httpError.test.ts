import { HttpError } from '../../../src/server/http/httpError';

/** A stack line as V8 writes it: `    at handler (file.ts:1:2)`. */
const stackFrame = /\n\s+at /;

describe('HttpError', () => {
  it('answers a 4xx without capturing a stack: it is an answer, not a fault', () => {
    const error = new HttpError(401, 'webhookSignatureInvalid', 'The signature does not match.');
    expect(error.stack).not.toMatch(stackFrame);
    expect(error.toJSON()).toEqual({
      errorKey: 'webhookSignatureInvalid',
      message: 'The signature does not match.',
    });
  });

  it('keeps the stack of a 5xx, which is logged', () => {
    expect(new HttpError(502, 'graphUnavailable', 'Meta did not answer.').stack).toMatch(
      stackFrame,
    );
  });

  it('leaves the stack trace limit as it found it for every other error', () => {
    const before = Error.stackTraceLimit;
    new HttpError(400, 'validation', 'Bad input.');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a fault').stack).toMatch(stackFrame);
  });
});

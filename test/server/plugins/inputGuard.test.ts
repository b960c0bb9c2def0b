import { boundIntegers, findBadInput, maxInputDepth } from '../../../src/server/plugins/inputGuard';

describe('boundIntegers', () => {
  it('gives unbounded integers the int4 range and keeps bounds a schema sets itself', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        offset: { type: 'integer' },
        list: { type: 'array', items: { type: ['integer', 'null'] } },
        choice: { anyOf: [{ type: 'integer', maximum: 90 }, { type: 'string' }] },
        // A property named like a keyword is still a property.
        type: { type: 'integer', enum: [1, 2] },
      },
      required: ['id'],
    };
    expect(boundIntegers(schema)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        offset: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
        list: {
          type: 'array',
          items: { type: ['integer', 'null'], minimum: -2147483648, maximum: 2147483647 },
        },
        choice: {
          anyOf: [{ type: 'integer', maximum: 90, minimum: -2147483648 }, { type: 'string' }],
        },
        type: { type: 'integer', enum: [1, 2], minimum: -2147483648, maximum: 2147483647 },
      },
      required: ['id'],
    });
    // The route's own schema object (often shared) is left as it was.
    expect(schema.properties.offset).toEqual({ type: 'integer' });
  });
});

describe('findBadInput', () => {
  it('names the field of a NUL or a lone surrogate, in values and keys', () => {
    expect(findBadInput({ a: 'fine', b: ['x', 'a\u0000b'] })).toEqual({
      field: 'b.1',
      reason: 'invalidCharacters',
    });
    expect(findBadInput({ name: '\ud800' })).toEqual({
      field: 'name',
      reason: 'invalidCharacters',
    });
    expect(findBadInput({ name: 'x\udc00' })).toEqual({
      field: 'name',
      reason: 'invalidCharacters',
    });
    expect(findBadInput({ ['k\u0000']: 1 })).toEqual({
      field: 'k\u0000',
      reason: 'invalidCharacters',
    });
  });

  it('names a number that is not finite', () => {
    expect(findBadInput({ days: Infinity })).toEqual({ field: 'days', reason: 'notANumber' });
    expect(findBadInput({ list: [1, NaN] })).toEqual({ field: 'list.1', reason: 'notANumber' });
  });

  it('lets emoji (surrogate pairs), umlauts and ordinary control-free text pass', () => {
    expect(findBadInput({ text: 'Grüße 👍🏽 — ok', list: [1, true, null] })).toBeUndefined();
  });

  it('refuses nesting beyond the limit without recursing (no stack overflow)', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadInput(deep)?.reason).toBe('nestingTooDeep');
    let fine: unknown = 'end';
    for (let i = 0; i < maxInputDepth - 1; i++) fine = { a: fine };
    expect(findBadInput(fine)).toBeUndefined();
  });
});

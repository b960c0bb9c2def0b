import { rememberQuery, searchableText } from '../../src/common/search';

describe('search rules', () => {
  it('needs at least 3 characters after trimming (spec section 5)', () => {
    expect(searchableText('ab')).toBeNull();
    expect(searchableText('  ab  ')).toBeNull();
    expect(searchableText(' abc ')).toBe('abc');
  });

  it('moves a repeated query to the front and drops the oldest (spec section 4)', () => {
    let queries: string[] = [];
    for (const q of ['eins', 'zwei', 'drei', 'vier', 'fünf']) queries = rememberQuery(queries, q);
    expect(queries).toEqual(['fünf', 'vier', 'drei', 'zwei', 'eins']);
    expect(rememberQuery(queries, 'ZWEI')).toEqual(['ZWEI', 'fünf', 'vier', 'drei', 'eins']);
    expect(rememberQuery(queries, 'sechs')).toEqual(['sechs', 'fünf', 'vier', 'drei', 'zwei']);
  });
});

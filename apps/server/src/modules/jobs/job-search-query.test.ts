import { describe, expect, it } from 'vitest';
import { parseSearchTerms } from './job-search-query.js';

describe('parseSearchTerms', () => {
  it('splits words and lower-cases them', () => {
    expect(parseSearchTerms('Senior  Engineer')).toEqual([
      { kind: 'word', word: 'senior' },
      { kind: 'word', word: 'engineer' },
    ]);
  });

  it('keeps Chinese runs as character sequences', () => {
    expect(parseSearchTerms('软件工程师')).toEqual([{ kind: 'cjk', chars: ['软', '件', '工', '程', '师'] }]);
  });

  it('separates Latin and CJK inside one run', () => {
    expect(parseSearchTerms('Java工程师')).toEqual([
      { kind: 'word', word: 'java' },
      { kind: 'cjk', chars: ['工', '程', '师'] },
    ]);
  });

  it('keeps Arabic words', () => {
    expect(parseSearchTerms('مهندس برمجيات')).toEqual([
      { kind: 'word', word: 'مهندس' },
      { kind: 'word', word: 'برمجيات' },
    ]);
  });

  it('drops punctuation and tsquery operators', () => {
    expect(parseSearchTerms("C++ & (node.js) | !x:*'")).toEqual([
      { kind: 'word', word: 'c' },
      { kind: 'word', word: 'node' },
      { kind: 'word', word: 'js' },
      { kind: 'word', word: 'x' },
    ]);
    expect(parseSearchTerms('  ***  ')).toEqual([]);
  });

  it('caps the number of terms', () => {
    expect(parseSearchTerms('a b c d e f g h i j k')).toHaveLength(8);
  });
});

import { describe, expect, it } from 'vitest';
import { parseSearchTerms, synonymKeywords } from './job-search-query.js';
import { MAX_SYNONYMS, SEARCH_SYNONYMS } from './search-synonyms.js';

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

describe('synonymKeywords', () => {
  it('gives the other wordings of a role, the typed words around it kept', () => {
    const others = synonymKeywords('Senior Software Engineer');
    expect(others).toContain('senior developer');
    expect(others).toContain('senior مطور');
    expect(others).not.toContain('senior software engineer');
    expect(others.length).toBeLessThanOrEqual(MAX_SYNONYMS);
  });

  it('prefers the longest entry, and reads an English plural as the word', () => {
    expect(synonymKeywords('web developers')).toEqual(
      expect.arrayContaining(['frontend developer', 'مطور ويب']),
    );
    expect(synonymKeywords('teachers')).toContain('lecturer');
  });

  it('finds a Chinese role inside a longer run and an Arabic one of two words', () => {
    expect(synonymKeywords('高级护士')).toEqual(expect.arrayContaining(['高级 nurse', '高级 تمريض']));
    expect(synonymKeywords('مهندس برمجيات')).toContain('developer');
    // one word of a two-word entry is not the entry
    expect(synonymKeywords('مهندس')).toEqual([]);
  });

  it('leaves a keyword naming no role alone', () => {
    expect(synonymKeywords('engineer')).toEqual([]);
    expect(synonymKeywords('teach')).toEqual([]);
    expect(synonymKeywords('')).toEqual([]);
  });

  it('has no entry in two groups, so a word has one meaning', () => {
    const seen = new Map<string, number>();
    SEARCH_SYNONYMS.forEach((group, index) => {
      for (const entry of group) {
        const key = parseSearchTerms(entry)
          .map((t) => (t.kind === 'word' ? t.word : t.chars.join('')))
          .join(' ');
        expect(seen.get(key) ?? index, entry).toBe(index);
        seen.set(key, index);
      }
    });
  });
});

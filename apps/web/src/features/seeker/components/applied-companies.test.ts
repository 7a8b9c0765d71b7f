import { describe, expect, it } from 'vitest';
import { companyInitials } from './applied-companies';

describe('companyInitials', () => {
  it('takes the first letter of the first two words, in any script', () => {
    expect(companyInitials('gulf energy services')).toBe('GE');
    expect(companyInitials('  Omantel ')).toBe('O');
    expect(companyInitials('شركة النفط')).toBe('شا');
    expect(companyInitials('')).toBe('');
  });
});

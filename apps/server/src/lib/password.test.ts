import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo@12345');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('demo@12345', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses anything that is not one of its hashes', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1$1$1$x$y',
      'bcrypt$2b$10$abc',
      'scrypt$99999999$8$1$c2FsdHNhbHQ$aGFzaA',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './passwords.ts';

describe('isCommonPassword', () => {
  it('knows the passwords attackers try first, in any letter case', () => {
    for (const password of ['Password1', '12345678a', 'qwerty123', 'LETMEIN1', 'trustno1']) expect(isCommonPassword(password)).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('amethyst-ring-7391')).toBe(false);
    expect(isCommonPassword('Lumen&Loom 2026 garnet')).toBe(false);
  });
});

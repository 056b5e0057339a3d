import { describe, expect, it } from 'vitest';
import { greeting, UNNAMED_OWNER } from './account.ts';

describe('the back office greeting', () => {
  it('greets a member by first name', () => {
    expect(greeting({ firstName: 'Olive', lastName: 'Owner' })).toBe('Hello, Olive');
    expect(greeting({ firstName: 'Shop', lastName: 'Keeper' })).toBe('Hello, Shop');
  });

  it('greets the owner the environment made, whose name is only their role, with no name', () => {
    expect(greeting(UNNAMED_OWNER)).toBe('Hello');
  });

  it('greets with no name when there is none', () => {
    expect(greeting({ firstName: ' ', lastName: '' })).toBe('Hello');
  });
});

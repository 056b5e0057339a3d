import { describe, expect, it } from 'vitest';
import { CustomDesignInput } from './custom-design.ts';

const valid = {
  description: 'A slim rose gold band with three small sapphires set flush.',
  name: 'Grace Hopper',
  email: 'grace@example.com',
};

function messages(input: unknown): Record<string, string> {
  const result = CustomDesignInput.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('CustomDesignInput', () => {
  it('accepts a description, a name and an e-mail address; phone, link and photo are optional', () => {
    expect(CustomDesignInput.parse(valid)).toEqual({ ...valid, phone: '', link: undefined, photo: undefined });
    expect(CustomDesignInput.parse({ ...valid, phone: ' 5035550142 ', link: 'https://example.com/x' })).toMatchObject({
      phone: '5035550142',
      link: 'https://example.com/x',
    });
  });

  it('names each problem', () => {
    expect(messages({})).toEqual({ description: 'Description is required', name: 'Name is required', email: 'Email is required' });
    expect(messages({ ...valid, description: 'A small ring.' })).toEqual({ description: 'Must be at least 20 characters' });
    expect(messages({ ...valid, phone: '12345' })).toEqual({ phone: 'Phone number must be exactly 10 digits' });
    expect(messages({ ...valid, email: 'grace' })).toEqual({ email: 'Invalid email address' });
    expect(messages({ ...valid, link: 'not a link' })).toEqual({ link: 'Please enter a valid link starting with http:// or https://' });
    expect(messages({ ...valid, photo: { name: 'a.svg', type: 'image/svg+xml', size: 20 } })).toEqual({
      photo: 'Please choose a PNG, JPEG, WebP or GIF image',
    });
  });
});

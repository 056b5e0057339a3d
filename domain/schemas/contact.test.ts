import { describe, expect, it } from 'vitest';
import { ContactMessageInput, PHOTO_MAX_BYTES, isWebLink, photoProblemOf } from './contact.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Ring sizing',
  mobile: '5035550142',
  message: 'Could you resize my ring by half a size?',
};

/** The first message for each field, as the form shows it under the field. */
function messages(input: unknown): Record<string, string> {
  const result = ContactMessageInput.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('ContactMessageInput', () => {
  it('accepts a complete message, trimming its values and dropping a blank link', () => {
    const parsed = ContactMessageInput.parse({ ...valid, name: '  Ada Lovelace ', link: '' });
    expect(parsed).toEqual({ ...valid, link: undefined, photo: undefined });
  });

  it('names every missing field with its own message', () => {
    expect(messages({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      mobile: 'Mobile number is required',
      message: 'Message is required',
    });
    expect(messages({ name: ' ', email: '', subject: '', mobile: '', message: '   ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      mobile: 'Mobile number is required',
      message: 'Message is required',
    });
  });

  it('enforces the minimum lengths', () => {
    expect(messages({ ...valid, name: 'Al' })).toEqual({ name: 'Must be at least 3 characters' });
    expect(messages({ ...valid, name: 'Ali' })).toEqual({});
    expect(messages({ ...valid, subject: 'Ring' })).toEqual({ subject: 'Must be at least 5 characters' });
    expect(messages({ ...valid, subject: 'Rings' })).toEqual({});
    expect(messages({ ...valid, message: 'Too short' })).toEqual({ message: 'Must be at least 10 characters' });
    expect(messages({ ...valid, message: 'Long enough' })).toEqual({});
  });

  it('wants a valid e-mail address', () => {
    expect(messages({ ...valid, email: 'ada@' })).toEqual({ email: 'Invalid email address' });
    expect(messages({ ...valid, email: 'ada.example.com' })).toEqual({ email: 'Invalid email address' });
  });

  it('wants exactly ten digits for the mobile number', () => {
    for (const mobile of ['503555014', '50355501422', '503-555-0142', 'abcdefghij']) {
      expect(messages({ ...valid, mobile })).toEqual({ mobile: 'Mobile number must be exactly 10 digits' });
    }
  });

  it('accepts only http and https links', () => {
    expect(ContactMessageInput.parse({ ...valid, link: 'https://example.com/ring.jpg' }).link).toBe('https://example.com/ring.jpg');
    for (const link of ['example.com', 'ftp://example.com/a', 'javascript:alert(1)', 'https://']) {
      expect(messages({ ...valid, link })).toEqual({ link: 'Please enter a valid link starting with http:// or https://' });
    }
    expect(isWebLink('http://localhost')).toBe(false);
  });

  it('takes the first file of a file list and checks its type and size', () => {
    const png = { name: 'ring.png', type: 'image/png', size: 1200 };
    expect(ContactMessageInput.parse({ ...valid, photo: [png] }).photo).toBe(png);
    expect(ContactMessageInput.parse({ ...valid, photo: png }).photo).toBe(png);
    expect(ContactMessageInput.parse({ ...valid, photo: [] }).photo).toBeUndefined();
    expect(ContactMessageInput.parse({ ...valid, photo: { name: '', type: 'application/octet-stream', size: 0 } }).photo).toBeUndefined();

    const pdf = ContactMessageInput.safeParse({ ...valid, photo: { name: 'a.pdf', type: 'application/pdf', size: 10 } });
    expect(pdf.success).toBe(false);
    expect(pdf.error?.issues[0]?.message).toBe('Please choose a PNG, JPEG, WebP or GIF image');
    expect(photoProblemOf(pdf.error!)).toBe('not_image');

    const huge = ContactMessageInput.safeParse({ ...valid, photo: { name: 'a.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 } });
    expect(huge.error?.issues[0]?.message).toBe('The photo must be 5 MB or smaller');
    expect(photoProblemOf(huge.error!)).toBe('too_large');
    expect(ContactMessageInput.safeParse({ ...valid, photo: { name: 'a.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES } }).success).toBe(true);
    expect(messages({ ...valid, photo: 'not a file' })).toEqual({ photo: 'Please choose a PNG, JPEG, WebP or GIF image' });
  });

  it('names a field problem before a photo problem', () => {
    const result = ContactMessageInput.safeParse({ ...valid, name: '', photo: { name: 'a.pdf', type: 'application/pdf', size: 10 } });
    expect(result.error?.issues[0]?.message).toBe('Name is required');
  });
});

import { describe, expect, it } from 'vitest';
import { ForgotPasswordInput, LoginInput, RegisterInput, ResetPasswordInput, fullName, VerifyEmailInput } from './account.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical1',
  confirmPassword: 'analytical1',
};

describe('RegisterInput', () => {
  it('accepts a complete form and counts a missing acceptTerms as accepted', () => {
    const result = RegisterInput.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.acceptTerms).toBe(true);
  });

  it('names every missing field with the spec’s words', () => {
    expect(messages(RegisterInput.safeParse({}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
    expect(messages(RegisterInput.safeParse({ ...valid, firstName: '  ', lastName: '', email: '', password: '', confirmPassword: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
  });

  it('checks the email format', () => {
    expect(messages(RegisterInput.safeParse({ ...valid, email: 'ada.example.com' }))).toEqual({ email: 'Invalid email format' });
  });

  it('applies the password rules one by one', () => {
    const password = (value: string) => RegisterInput.safeParse({ ...valid, password: value, confirmPassword: value }).error?.issues.map((i) => i.message);
    expect(password('abc1')).toEqual(['Password must be at least 8 characters']);
    expect(password('12345678')).toEqual(['Password must contain at least one letter']);
    expect(password('abcdefgh')).toEqual(['Password must contain at least one number']);
    expect(password('abcdefg1')).toBeUndefined();
  });

  it('requires both passwords to match, even when another field is wrong', () => {
    expect(messages(RegisterInput.safeParse({ ...valid, confirmPassword: 'analytical2' }))).toEqual({ confirmPassword: 'Passwords must match' });
    expect(messages(RegisterInput.safeParse({ ...valid, firstName: '', confirmPassword: 'analytical2' }))).toEqual({
      firstName: 'First name is required',
      confirmPassword: 'Passwords must match',
    });
  });

  it('refuses terms that were not accepted', () => {
    expect(messages(RegisterInput.safeParse({ ...valid, acceptTerms: false }))).toEqual({ acceptTerms: 'You must accept the terms and conditions' });
  });

  it('trims names and email', () => {
    expect(RegisterInput.parse({ ...valid, firstName: ' Ada ', email: ' ada@example.com ' })).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' });
  });
});

describe('LoginInput', () => {
  it('says which field is missing', () => {
    expect(messages(LoginInput.safeParse({}))).toEqual({ email: 'email is required', password: 'Password is required' });
    expect(messages(LoginInput.safeParse({ email: ' ', password: '' }))).toEqual({ email: 'email is required', password: 'Password is required' });
  });

  it('defaults remember-me to off', () => {
    expect(LoginInput.parse({ email: 'a@b.co', password: 'x' }).rememberMe).toBe(false);
  });
});

describe('ForgotPasswordInput', () => {
  it('asks for the email', () => {
    expect(messages(ForgotPasswordInput.safeParse({ email: '' }))).toEqual({ email: 'Please enter your email in the email field.' });
    expect(messages(ForgotPasswordInput.safeParse({}))).toEqual({ email: 'Please enter your email in the email field.' });
  });
});

describe('ResetPasswordInput', () => {
  it('applies the registration password rules and the match', () => {
    expect(messages(ResetPasswordInput.safeParse({ token: 't', password: 'short1', confirmPassword: 'short1' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(messages(ResetPasswordInput.safeParse({ token: 't', password: 'longenough1', confirmPassword: 'longenough2' }))).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('calls a missing token an invalid link', () => {
    expect(messages(ResetPasswordInput.safeParse({ password: 'longenough1', confirmPassword: 'longenough1' }))).toEqual({
      token: 'This reset link is invalid or has expired.',
    });
  });
});

describe('control characters', () => {
  it('refuses them in names and in the e-mail of every form, and in link tokens', () => {
    const nul = 'ada\u0000@example.com';
    expect(messages(LoginInput.safeParse({ email: nul, password: 'x' }))).toEqual({
      email: 'Email must be on one line, without tabs or other control characters',
    });
    expect(messages(ForgotPasswordInput.safeParse({ email: 'ada@example.com\r\nBcc: x@y.z' }))).toEqual({
      email: 'Email must be on one line, without tabs or other control characters',
    });
    const registration = { firstName: 'Ada\nBcc: x', lastName: 'L', email: 'ada@example.com', password: 'longenough1', confirmPassword: 'longenough1' };
    expect(messages(RegisterInput.safeParse(registration))).toEqual({ firstName: 'First name must be on one line, without tabs or other control characters' });
    expect(messages(ResetPasswordInput.safeParse({ token: 'abc\u0000', password: 'longenough1', confirmPassword: 'longenough1' }))).toEqual({
      token: 'This reset link is invalid or has expired.',
    });
    expect(VerifyEmailInput.safeParse({ token: 'abc def' }).success).toBe(false);
    expect(VerifyEmailInput.safeParse({ token: 'Abc_12-x' }).success).toBe(true);
  });
});

describe('fullName', () => {
  it('joins first and last name with a space', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });
});

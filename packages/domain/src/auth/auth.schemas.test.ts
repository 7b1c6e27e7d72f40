import { describe, expect, it } from 'vitest';
import { ZNewPasswordRequest, ZSignInRequest } from './auth.schemas';
import { AUTH_MESSAGES } from './auth.constants';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-in request', () => {
  it('accepts an email in any case and trims it', () => {
    const parsed = ZSignInRequest.parse({ email: ' Admin@Demo.Hearth.au ', password: 'Hearth-demo-2026' });
    expect(parsed.email).toBe('admin@demo.hearth.au');
  });

  it('refuses a malformed email with the spec message', () => {
    expect(firstMessage(ZSignInRequest.safeParse({ email: 'nope', password: 'longenough' }))).toBe(
      AUTH_MESSAGES.invalidEmail,
    );
  });

  it('refuses a short password with the spec message', () => {
    expect(firstMessage(ZSignInRequest.safeParse({ email: 'a@b.au', password: 'short' }))).toBe(
      'The password must be at least 8 characters long',
    );
  });

  it('accepts only a six-digit code', () => {
    expect(ZSignInRequest.safeParse({ email: 'a@b.au', password: 'longenough', otp: '12345' }).success).toBe(false);
    expect(ZSignInRequest.safeParse({ email: 'a@b.au', password: 'longenough', otp: '123456' }).success).toBe(true);
  });
});

describe('new password request', () => {
  it('requires the confirmation to match', () => {
    const result = ZNewPasswordRequest.safeParse({ password: 'longenough1', passwordConfirm: 'longenough2' });
    expect(firstMessage(result)).toBe('The confirmation password does not match');
  });

  it('refuses a password over 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(ZNewPasswordRequest.safeParse({ password: long, passwordConfirm: long }).success).toBe(false);
  });
});

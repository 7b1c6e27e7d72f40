import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const key = randomBytes(32).toString('base64url');

describe('secret box', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const a = sealSecret('sk_live_abc123', key);
    const b = sealSecret('sk_live_abc123', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk_live_abc123');
    expect(openSecret(a, key)).toBe('sk_live_abc123');
    expect(openSecret(b, key)).toBe('sk_live_abc123');
  });

  it('refuses a changed byte and another key', () => {
    const sealed = sealSecret('https://example.com/feed.ics?token=1', key);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => openSecret(tampered, key)).toThrow();
    expect(() => openSecret(sealed, randomBytes(32).toString('base64url'))).toThrow();
    expect(() => openSecret('plain text', key)).toThrow('Not a sealed secret');
  });
});

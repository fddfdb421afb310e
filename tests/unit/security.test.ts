import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/security/passwords';
import { createSecretBox } from '../../server/security/secrets';

describe('passwords', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Secret123');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('Secret124', stored)).toBe(false);
    expect(await verifyPassword('Secret123', 'plain')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same1234')).not.toBe(await hashPassword('same1234'));
  });
});

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips a secret without storing it in clear', () => {
    const sealed = box.seal('private-key-0xabc');
    expect(sealed).not.toContain('private-key');
    expect(box.open(sealed)).toBe('private-key-0xabc');
  });

  it('refuses a tampered secret or another master key', () => {
    const sealed = box.seal('value');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] as number) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('insists on a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Credentials Hearth keeps for outside services (a channel account's API key or feed URL) are stored encrypted:
 * AES-256-GCM under the configuration's credential key (CREDENTIAL_KEY, or one made once in DATA_DIR/secrets.json),
 * a fresh 96-bit nonce each time. The stored text is `v1.<nonce>.<tag>.<ciphertext>`, base64url; a row copied out of
 * the database says nothing without the key, and a changed byte fails to open rather than giving another secret.
 */

const keyOf = (credentialKey: string): Buffer => {
  const key = Buffer.from(credentialKey, 'base64url');
  if (key.length !== 32) throw new Error('The credential key must be 32 bytes (43 base64url characters)');
  return key;
};

export const sealSecret = (plain: string, credentialKey: string): string => {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(credentialKey), nonce);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The secret `sealSecret` sealed; throws when the text was changed or sealed under another key. */
export const openSecret = (stored: string, credentialKey: string): string => {
  const [version, nonce, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !nonce || !tag || sealed === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(credentialKey), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
};

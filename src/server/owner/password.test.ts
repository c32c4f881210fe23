import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hash to a PHC-style scrypt string with a fresh salt each time', async () => {
    const a = await hashPassword('pan de masa madre');
    const b = await hashPassword('pan de masa madre');
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('pan de masa madre');
    expect(await verifyPassword('pan de masa madre', stored)).toBe(true);
    expect(await verifyPassword('pan de masa madrE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treat composed and decomposed accents as the same password (NFC)', async () => {
    const stored = await hashPassword('contraseña segura');
    expect(await verifyPassword('contrasen\u0303a segura', stored)).toBe(true);
  });

  it('never match a malformed or tampered hash, and never throw on one', async () => {
    const stored = await hashPassword('pan de masa madre');
    for (const bad of ['', 'texto', stored.replace('ln=15', 'ln=40'), stored.replace('ln=15', 'ln=2'), stored.slice(0, -2), stored.replace('$scrypt$', '$argon2id$')]) {
      expect(await verifyPassword('pan de masa madre', bad), bad).toBe(false);
    }
    // Change a character inside the hash (the last one may only carry padding bits).
    const at = stored.length - 6;
    const flipped = stored.slice(0, at) + (stored[at] === 'A' ? 'Q' : 'A') + stored.slice(at + 1);
    expect(await verifyPassword('pan de masa madre', flipped)).toBe(false);
  });

  it('keep one decoy hash that matches nothing a person types', async () => {
    expect(await decoyHash()).toBe(await decoyHash());
    expect(await verifyPassword('pan de masa madre', await decoyHash())).toBe(false);
  });
});

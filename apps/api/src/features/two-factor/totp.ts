import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@paydown/domain';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 s.
const PERIOD = 30;

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({ issuer: 'Paydown', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });
}

export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32; // 160 bits, RFC 4226's recommendation
  return { secret, otpauthUrl: totpOf(secret, label).toString() };
}

/** The 30-second step the code belongs to (±1 step for clock drift), or null if it is wrong. */
export function matchingStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32, 'x').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Recovery codes: 10 hex chars in two groups (40 bits each), e.g. "3f9a1-c07d2". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

/** Stored as SHA-256 of the normalised code: random, single use and rate limited, so a slow hash buys nothing. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^0-9a-f]/g, ''))
    .digest('hex');

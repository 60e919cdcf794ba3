import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import type { PlaidApi } from 'plaid';

// Plaid signs each webhook with a JWT in the Plaid-Verification header: ES256, its key named by
// `kid` and fetched from /webhook_verification_key/get, issued (iat) at most 5 minutes before,
// and carrying the SHA-256 of the exact body sent (request_body_sha256). A webhook that fails any
// of these is not Plaid's (or is a replay) and changes nothing.

const MAX_AGE_SECONDS = 5 * 60;

/** Keys by kid: a key is fetched once per process, and refetched when it was not found. */
const keys = new Map<string, JWK>();

async function keyFor(api: PlaidApi, kid: string): Promise<JWK | null> {
  const cached = keys.get(kid);
  if (cached) return cached;
  try {
    const res = await api.webhookVerificationKeyGet({ key_id: kid });
    const key = res.data.key;
    // A key Plaid has retired verifies nothing.
    if (key.expired_at !== null) return null;
    const jwk: JWK = { kty: key.kty, crv: key.crv, x: key.x, y: key.y, alg: key.alg, kid: key.kid };
    keys.set(kid, jwk);
    return jwk;
  } catch {
    return null;
  }
}

/** True when `raw` is the body Plaid signed in `header` (the Plaid-Verification value), now. */
export async function verifyPlaidWebhook(api: PlaidApi, raw: Buffer, header: string | undefined, now: Date): Promise<boolean> {
  if (!header) return false;
  let kid: string | undefined;
  try {
    const protectedHeader = decodeProtectedHeader(header);
    if (protectedHeader.alg !== 'ES256') return false;
    kid = protectedHeader.kid;
  } catch {
    return false;
  }
  if (!kid) return false;
  const jwk = await keyFor(api, kid);
  if (!jwk) return false;
  try {
    const key = await importJWK(jwk, 'ES256');
    const { payload } = await jwtVerify(header, key, { algorithms: ['ES256'], maxTokenAge: MAX_AGE_SECONDS, currentDate: now });
    const claimed = payload['request_body_sha256'];
    if (typeof claimed !== 'string') return false;
    const actual = createHash('sha256').update(raw).digest('hex');
    return claimed.length === actual.length && timingSafeEqual(Buffer.from(claimed), Buffer.from(actual));
  } catch {
    return false;
  }
}

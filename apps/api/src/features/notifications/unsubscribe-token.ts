import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link of reminder emails: `<userId>.<mac>`, where mac is an HMAC-SHA256
// of the purpose and the user id under a key derived from SESSION_SECRET. Changing the id (another
// user) or using the key for anything else gives another MAC, so a token cannot be forged or moved
// to another account. It never expires: a link in an old email must still work (it only turns
// reminders off).

const PURPOSE = 'unsubscribe:payment-reminders';

/** A key for this purpose only, so a MAC made here is never valid as a session signature. */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('paydown/unsubscribe-key/v1').digest();
}

function macOf(secret: string, userId: number): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${PURPOSE}:${userId}`).digest();
}

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${macOf(secret, userId).toString('base64url')}`;
}

/**
 * The user id a token was made for, or null when it is not one of ours. The token must be exactly
 * the one we issue, character for character: decoding it first would accept several spellings of
 * one MAC (43 base64url characters carry 258 bits for 256, so the last one has four spellings), and
 * a credential should have one.
 */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match?.[1]) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  const given = Buffer.from(token);
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

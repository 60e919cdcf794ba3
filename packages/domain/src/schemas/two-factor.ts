import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.ts';
import { publicUserSchema } from './user.ts';

// Two-factor sign-in (TOTP, RFC 6238) and its recovery codes.

export const RECOVERY_CODE_COUNT = 10;
export const WRONG_CODE = 'That code is not right. Check the time on your device and try again.';

const codeField = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .min(1, 'Enter the 6-digit code')
  .max(40, WRONG_CODE)
  .meta({ description: 'A 6-digit code from the authenticator app, or (where accepted) a recovery code' });

const totpCode = z
  .string({ error: 'Enter the 6-digit code' })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

export const twoFactorSetupSchema = z.object({
  secret: z.string().meta({ description: 'Base32 secret, for typing into an authenticator app' }),
  otpauthUrl: z.string().meta({ description: 'otpauth://totp/… URI, for the QR code' }),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password too long');

/** A current code from the authenticator app (new recovery codes). */
export const twoFactorCodeInputSchema = z.object({ code: totpCode });
/** Turning 2FA on takes the password too: a session alone must not be able to lock its owner out. */
export const twoFactorEnableInputSchema = z.object({ password: passwordField, code: totpCode });
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).meta({ description: `${RECOVERY_CODE_COUNT} single-use codes, shown once` }),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorDisableInputSchema = z.object({ password: passwordField, code: codeField });

export const twoFactorLoginInputSchema = z.object({ code: codeField });

/** POST /api/auth/login: the user, or (2FA on) a request for the second step and no session yet. */
export const loginResultSchema = z.object({
  user: publicUserSchema.optional(),
  twoFactorRequired: z.boolean().optional().meta({ description: 'true: send POST /api/auth/login/2fa { code } within 5 minutes' }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

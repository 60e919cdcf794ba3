import { z } from 'zod';

// Field rules and messages are the product spec's (section 5), word for word: the web forms,
// tRPC and the REST layer all validate with these same schemas.

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

export const usernameSchema = z
  .string({ error: 'Username must be at least 3 characters' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username too long')
  // A username is shown in the header and in admin tables; keep it to printable, unspaced text.
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');

// Argon2 hashes whatever it gets: an upper bound keeps one request from costing seconds.
export const PASSWORD_MAX_LENGTH = 256;

export const newPasswordSchema = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password too long');

// Emails are compared case-insensitively everywhere, so we store them lower-cased.
export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'))
  // The input side of the pipe is a plain string: say in the OpenAPI document what it must be.
  .meta({ format: 'email', maxLength: 254 });

export const firstNameSchema = requiredString('First name is required').max(100, 'First name too long');
export const lastNameSchema = requiredString('Last name is required').max(100, 'Last name too long');

export const loginInputSchema = z.object({
  username: requiredString('Username is required').max(50, 'Username too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Password too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const signupInputSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type SignupInput = z.infer<typeof signupInputSchema>;

export const profileInputSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

export const confirmEmailInputSchema = z.object({
  token: z
    .string({ error: 'Invalid confirmation link. Please check your email for the correct link.' })
    .trim()
    .min(1, 'Invalid confirmation link. Please check your email for the correct link.')
    .max(200, 'Invalid confirmation link. Please check your email for the correct link.'),
});

// Password change and reset. The new password follows the sign-up rules.
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password too long'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const INVALID_RESET_LINK = 'This reset link is invalid or has already been used. Request a new one.';
export const EXPIRED_RESET_LINK = 'This reset link has expired. Request a new one.';

export const resetPasswordInputSchema = z.object({
  token: z.string({ error: INVALID_RESET_LINK }).trim().min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

// The web forms ask for the new password twice; the second copy never leaves the browser.
const PASSWORDS_DIFFER = 'Passwords do not match';
const sameTwice = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;

export const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine(sameTwice, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });

export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine(sameTwice, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });

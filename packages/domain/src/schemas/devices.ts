import { z } from 'zod';

export const sessionInfoSchema = z
  .object({
    id: z.string().meta({ description: 'Opaque id of the session (never the session secret)' }),
    browser: z.string(),
    os: z.string(),
    ip: z.string().nullable().meta({ description: 'The address the server saw at sign-in' }),
    signedInAt: z.string().nullable().meta({ format: 'date-time' }),
    lastActiveAt: z.string().nullable().meta({ format: 'date-time' }),
    current: z.boolean().meta({ description: 'This device (the session making the request)' }),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionIdInputSchema = z.object({ id: z.string().min(1).max(100) });

import { PLAID_NOT_CONFIGURED_MESSAGE } from '@paydown/domain';
import { Configuration, PlaidApi, PlaidEnvironments } from 'plaid';
import type { Config } from '../../env.ts';
import { AppError } from '../../errors.ts';

/** Plaid's client and the settings its calls need, when PLAID_CLIENT_ID and PLAID_SECRET are set. */
export interface Plaid {
  api: PlaidApi;
  webhookUrl: string | undefined;
}

/** The Plaid client when configured; otherwise undefined (the routes answer 503). */
export function createPlaid(config: Config): Plaid | undefined {
  const { clientId, secret, environment, apiBase, webhookUrl } = config.plaid;
  if (!clientId || !secret) return undefined;
  const api = new PlaidApi(
    new Configuration({
      basePath: apiBase ?? PlaidEnvironments[environment],
      baseOptions: { headers: { 'PLAID-CLIENT-ID': clientId, 'PLAID-SECRET': secret }, timeout: 30_000 },
    }),
  );
  return { api, webhookUrl };
}

export function requirePlaid(plaid: Plaid | undefined): Plaid {
  if (!plaid) throw new AppError('UNAVAILABLE', PLAID_NOT_CONFIGURED_MESSAGE);
  return plaid;
}

/** Plaid's error_code of a failed call (ITEM_LOGIN_REQUIRED, …); null when the failure was not Plaid's answer. */
export function plaidErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data !== 'object' || data === null || !('error_code' in data)) return null;
  const code = data.error_code;
  return typeof code === 'string' ? code : null;
}

// Bank connections through Plaid: Link, the exchange, the connections and their accounts, a sync
// (written the statement import's way), an account linked to a debt, and Plaid's webhook.
// The feature's public file: the rest of the app uses only what it exports.
export { connectionsRouter } from './router.ts';
export { PLAID_WEBHOOK_PATH, registerPlaidWebhook } from './webhook.ts';

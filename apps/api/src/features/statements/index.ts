// Statements in: a lender's statement file previewed and imported (payments logged once, the
// balance set, the period stored), a paper statement's figures typed, a bank connection's periods
// and payments written the same way, and each period's interest check. The feature's public file:
// the rest of the app uses only what it exports.
export { logBankPayments, storeBankStatement } from './bank-lines.ts';
export { statementsRouter } from './router.ts';

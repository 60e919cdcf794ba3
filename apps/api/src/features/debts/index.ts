// The debts feature's public file: what the rest of the app may use of it. The debt owns every
// write of its balance (balance.ts); payments record and correct theirs through it.
export { ALREADY_PAID, changePayment, DEBT_NOT_FOUND, recordPayment, reopenPaidDebt, undoPayment, withLockedDebt } from './balance.ts';
export { checkDebtCaps, importedCounts, withinDebtCaps } from './caps.ts';
export { cancelOpenPlanned, findDebt } from './queries.ts';
export { debtsRouter } from './router.ts';
export { applySuggestedChange, debtOut, newDebtOf } from './service.ts';

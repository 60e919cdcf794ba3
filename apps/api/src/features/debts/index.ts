// Debts, their figures, and every write of a debt's balance (balance.ts): payments record and
// correct theirs through it.
// The feature's public file: the rest of the app uses only what it exports.
export { ALREADY_PAID, changePayment, DEBT_NOT_FOUND, recordPayment, reopenPaidDebt, undoPayment, withLockedDebt } from './balance.ts';
export { checkDebtCaps, importedCounts, withinDebtCaps } from './caps.ts';
export { partColumns } from './card.ts';
export { lockDebtIn, setStatementBalance } from './statement-balance.ts';
export { setLenderFigures, type LenderFigures } from './lender-figures.ts';
export { cancelOpenPlanned, findDebt } from './queries.ts';
export { debtsRouter } from './router.ts';
export {
  applySuggestedChange,
  createDebt,
  restoreSuggestedChange,
  type SuggestedFields,
  debtFactsOf,
  debtOut,
  newDebtOf,
  newPartsOf,
} from './service.ts';

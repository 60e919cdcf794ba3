// One sentence per figure, shown by its "how is this calculated" help. The same definitions as the
// glossary in docs/money-math.md; Dashboard and Insights reuse them so a figure is explained the
// same way wherever it appears.

export const HELP = {
  debtFreeDate:
    'The last day of the month in which the plan pays off your last in-plan debt, paying your monthly budget in the chosen order with each freed payment rolled on to the next debt.',
  monthsSaved:
    'How many months earlier the plan finishes than paying as you do now (each debt its own payment, nothing rolled over, no extra).',
  interestSaved: 'Interest paying as you do now minus interest on the plan, both until each is debt-free.',
  totalInterest: 'All the interest the plan pays from today until its last debt is paid off, month by month.',
  monthlyBudget: "Each in-plan debt's monthly payment (minimum plus extra) added up, plus the plan's extra per month.",
  firstCleared: 'How long until the first debt is paid off with this strategy and the same monthly budget.',
  extraMonthly: 'Money added to the monthly budget on top of your debt payments; it goes to the first debt in the order, then rolls on.',
  lumpSums: 'A one-off amount is paid in the month of its date to the first unpaid debt in the order.',
  payoffDate: 'The last day of the month in which this debt’s balance reaches zero on the plan.',
  debtInterest: 'The interest this debt is charged on the plan until it is paid off.',
  monthPayment: 'What the plan pays that month, lump sums included, and the balances left after it.',
} as const;

// One sentence per figure, shown by its "how is this calculated" help. The same definitions as the
// glossary in docs/money-math.md; Dashboard and Insights reuse them so a figure is explained the
// same way wherever it appears.

export const HELP = {
  debtFreeDate:
    'The last day of the plan month in which your last in-plan debt is paid off (plan months start on the day of the month the plan starts, as the schedule rows show), paying your monthly budget in the chosen order with each freed payment rolled on.',
  monthsSaved:
    'How many months earlier the plan finishes than paying as you do now (each debt its own payment, nothing rolled over, no extra).',
  interestSaved:
    'Over the plan, vs paying as you do now: interest paying each debt its own payment minus interest on the plan, both until each is debt-free.',
  totalInterest: 'All the interest the plan pays from today until its last debt is paid off, month by month.',
  monthlyBudget: "Each in-plan debt's monthly payment (minimum plus extra) added up, plus the plan's extra per month.",
  firstCleared: 'How long until the first debt is paid off with this strategy and the same monthly budget.',
  extraMonthly: 'Money added to the monthly budget on top of your debt payments; it goes to the first debt in the order, then rolls on.',
  lumpSums: 'A one-off amount is paid in the plan month whose dates hold its date, to the first unpaid debt in the order.',
  payoffDate: 'The last day of the plan month in which this debt’s balance reaches zero on the plan.',
  debtInterest: 'The interest this debt is charged on the plan until it is paid off.',
  monthPayment: 'What the plan pays that month, lump sums included, and the balances left after it.',
  // Dashboard
  monthlyIncome:
    "This month's paychecks: what your income sources pay in this calendar month. Cash flow and advice use an average month instead (a year's paychecks divided by 12).",
  monthlyPayments:
    "Your plan's monthly budget (each in-plan debt's payment plus the plan's extra) plus the payments of the debts left out of the plan (such as a mortgage); cash flow compares it with your income in an average month.",
  totalDebtBalance: 'The balances of all your unpaid debts added up, including any left out of the payoff plan.',
  interestSavings:
    'This month, by paying on suggested dates: interest saved by paying what the plan pays each debt this cycle on its suggested date (a payday before it is due) instead of on the due date; a debt whose payment for this cycle is already made adds nothing.',
  progression:
    "The plan month by month: the balance of the debts in your payoff plan at the start of each month, the plan's payments to those debts (rolled-over and extra payments and lump sums included), and your average monthly income.",
  paidSoFar:
    'The principal you have paid off since you started: your starting debt minus what each debt owes now, as a share of the starting debt.',
  thisPayday:
    'For each payday of the next 30 days, the payments your plan makes from it (extra and rolled-over payments included): each is paid from the last paycheck on or before its suggested date, and saves payment × APR / 365 × the days before the due date.',
  upcomingSavings:
    "The interest saved by paying the plan's amount on the suggested date instead of the due date: payment × APR / 365 × the days earlier.",
  // Insights
  currentInterest:
    "Interest until you are debt-free paying as you do now: each debt its own payment, nothing rolled over (the plan's baseline).",
  optimizedInterest: "Interest until you are debt-free on your payoff plan: the same budget in the plan's order, freed payments rolled on.",
  monthlySavings:
    'Over the plan, vs paying as you do now, per month: current interest minus optimized interest, spread over the months you would take to be debt-free paying as you do now.',
  totalSavingsIdentified:
    "Both kinds of saving added up: the plan's interest saved over the plan, vs paying as you do now, plus this month's, by paying on suggested dates.",
  optimizationScore:
    'The share of the interest you would pay on minimum payments alone that your plan avoids, out of 100. Applying a recommendation never lowers it.',
  potentialScore: 'The optimization score recomputed as if every open recommendation were applied.',
  predictionAccuracy: 'The share of your logged payments that were made on or before the date Paydown suggested for them.',
  dataPoints: 'Your unpaid debts, your income sources and your logged payments, counted.',
  paymentDateSavings:
    'What the plan pays the debt this cycle × APR / 365 × the days it is paid before the due date: the same figure as This payday and the debt card.',
} as const;

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
  // Dashboard
  monthlyIncome: "Your income sources added up for this month, from each one's amount and how often it pays.",
  monthlyPayments:
    "Every unpaid debt's minimum payment plus its extra payment, added up, including debts left out of the payoff plan (such as a mortgage); cash flow compares it with your average monthly income.",
  totalDebtBalance: 'The balances of all your unpaid debts added up, including any left out of the payoff plan.',
  interestSavings:
    'Interest saved this month by paying each debt on its suggested date (a payday before it is due) instead of on the due date; a debt whose payment for this cycle is already made adds nothing.',
  progression:
    "The plan month by month: the balance of the debts in your payoff plan at the start of each month, the plan's payments to those debts (rolled-over and extra payments and lump sums included), and your average monthly income.",
  paidSoFar:
    'The principal you have paid off since you started: your starting debt minus what each debt owes now, as a share of the starting debt.',
  thisPayday:
    'For each payday of the next 30 days, the payments your plan makes from it (extra and rolled-over payments included): each is paid from the last paycheck on or before its suggested date, and saves payment × APR / 365 × the days before the due date.',
  upcomingSavings: 'The interest saved by paying on the suggested date instead of the due date: payment × APR / 365 × the days earlier.',
  // Insights
  currentInterest:
    "Interest until you are debt-free paying as you do now: each debt its own payment, nothing rolled over (the plan's baseline).",
  optimizedInterest: "Interest until you are debt-free on your payoff plan: the same budget in the plan's order, freed payments rolled on.",
  monthlySavings: 'Current interest minus optimized interest, spread over the months you would take to be debt-free paying as you do now.',
  totalSavingsIdentified:
    "The plan's interest saved against paying as you do now, plus this month's savings from paying on suggested dates.",
  optimizationScore:
    'The share of the interest you would pay on minimum payments alone that your plan avoids, out of 100. Applying a recommendation never lowers it.',
  potentialScore: 'The optimization score recomputed as if every open recommendation were applied.',
  predictionAccuracy: 'The share of your logged payments that were made on or before the date Paydown suggested for them.',
  dataPoints: 'Your unpaid debts, your income sources and your logged payments, counted.',
  paymentDateSavings: "Each part's payment × APR / 365 × the days it is paid before the due date, added up.",
} as const;

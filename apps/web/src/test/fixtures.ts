import type {
  ApplyPreviewOut,
  AiSuggestionOut,
  DashboardResponse,
  Debt,
  IncomeSource,
  InsightsOut,
  LearningProgressOut,
  PaymentScheduleOut,
  ProgressOut,
  PublicUser,
} from '@paydown/domain';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: 'janedoe',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    emailConfirmed: false,
    trialStartDate: null,
    trialEndDate: null,
    subscriptionStatus: 'pending_confirmation',
    hasLifetimeAccess: false,
    role: 'user',
    passwordChangedAt: null,
    twoFactorEnabled: false,
    createdAt: '2026-11-22T09:30:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}

export function verificationStatus(
  overrides: Partial<{
    isEmailConfirmed: boolean;
    email: string;
    verificationPending: boolean;
    canResendVerification: boolean;
    nextResendAllowed: string | null;
  }> = {},
) {
  return {
    isEmailConfirmed: false,
    email: 'jane@example.com',
    verificationPending: true,
    canResendVerification: true,
    nextResendAllowed: null,
    ...overrides,
  };
}

export function makeDebt(overrides: Partial<Debt> = {}): Debt {
  return {
    id: 1,
    debtName: 'Chase Credit Card',
    debtType: 'credit_card',
    debtTypeLabel: 'Credit Card',
    balance: '3200.00',
    interestRate: '24.99',
    minPayment: '400.00',
    extraPayment: '100.00',
    statementDate: null,
    dueDate: '2026-12-02',
    nextDueDate: '2026-12-02',
    cyclePaid: false,
    cyclePaidFor: null,
    paidThisCycle: '0.00',
    payPeriodFrequency: 'monthly',
    suggestedPaymentDate: '2026-11-25',
    isPaid: false,
    paidDate: null,
    notes: null,
    inPlan: true,
    paysInFull: false,
    promoRate: null,
    promoEndDate: null,
    deferredInterest: false,
    createdAt: '2026-11-22T09:30:00.000Z',
    monthlyPayment: '500.00',
    interestAccrual: 'daily',
    interestSavings: '2.40',
    estInterestPerDay: '2.19',
    estInterestTillDue: '21.91',
    estInterestTillSuggested: '6.57',
    ...overrides,
  };
}

/**
 * A card with two balances: $1,200 transferred at 0 % until `promoEndDate` (27.49 % after) and
 * $650 of purchases at 27.49 %, its minimum 1 % of the balance plus interest, at least $35.
 */
export function makeCitiCard(promoEndDate: string, overrides: Partial<Debt> = {}): Debt {
  const part = { apr: '27.49', deferredInterest: false };
  return makeDebt({
    id: 4,
    debtName: 'Citi Credit Card',
    balance: '1850.00',
    interestRate: '27.49',
    minPayment: '35.00',
    balances: [
      { id: 11, kind: 'balance_transfer', amount: '1200.00', promoApr: '0.00', promoEndDate, promoStartDate: '2026-11-01', ...part },
      { id: 12, kind: 'purchase', amount: '650.00', promoApr: null, promoEndDate: null, promoStartDate: null, ...part },
    ],
    minPaymentRule: { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' },
    ...overrides,
  });
}

export function makeIncome(overrides: Partial<IncomeSource> = {}): IncomeSource {
  return {
    id: 1,
    incomeSource: 'Acme Payroll',
    amount: '2000.00',
    payDate: '2026-11-25',
    frequency: 'bi-weekly',
    nextExpectedPayDate: '2026-12-09',
    isInTargetMonth: true,
    expectedPaymentsPerMonth: null,
    estMonthlyIncome: '4000.00',
    progressPercent: 40,
    createdAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    totalMonthlyIncome: '4333.33',
    totalMonthlyPayments: '750.00',
    totalDebtBalance: '11200.49',
    estimatedInterestSavings: '3.51',
    cashFlowStatus: 'sufficient',
    debtPriority: ['Chase Credit Card', 'Personal Loan'],
    upcomingPayments: [],
    trialStatus: {
      shouldShowNotification: false,
      daysRemaining: 30,
      notificationType: 'info',
      notificationMessage: '',
    },
    debtFreeDate: '2029-03-31',
    monthsSaved: 28,
    ...overrides,
  };
}

export function makeProgression(months = 12) {
  return Array.from({ length: months }, (_, i) => {
    const month = ((10 + i) % 12) + 1;
    const year = 2026 + Math.floor((10 + i) / 12);
    const mm = String(month).padStart(2, '0');
    return {
      month: `${year}-${mm}`,
      date: `${year}-${mm}-22`,
      income: '4333.33',
      debtBalance: (11200 - i * 700).toFixed(2),
      payments: '750.00',
      interest: '50.00',
    };
  });
}

export function makeSuggestion(overrides: Partial<AiSuggestionOut> = {}): AiSuggestionOut {
  return {
    id: 101,
    suggestionType: 'payment_timing',
    title: 'Pay Chase Credit Card on Nov 25 instead of Dec 2',
    description:
      'Your paycheck on Nov 25 arrives 7 days before Chase Credit Card is due (Dec 2). Chase Credit Card charges interest ' +
      'every day at 24.99% APR, so paying the $500.00 on Nov 25 instead of on the due date saves $2.40 in interest this month.',
    potentialSavings: '2.40',
    isApplied: false,
    impactScore: 13,
    createdAt: '2026-11-22T09:30:00.000Z',
    debtId: 1,
    action: { kind: 'set_suggested_payment_date', debtId: 1, date: '2026-11-25' },
    ...overrides,
  };
}

/** Four open suggestions (highest impact first, as the server orders them) and one applied. */
export function makeSuggestionList(): AiSuggestionOut[] {
  return [
    makeSuggestion({
      id: 201,
      suggestionType: 'extra_payment',
      title: 'Put an extra $1,650.00 a month toward Chase Credit Card',
      description: 'In an average month you have $3,250.00 left over after your debt payments.',
      potentialSavings: '322.70',
      impactScore: 63,
      action: { kind: 'set_extra_payment', debtId: 1, extraPayment: '1750.00' },
    }),
    makeSuggestion({
      id: 202,
      suggestionType: 'debt_consolidation',
      title: 'Consider consolidating 2 high-interest debts',
      description: 'Moving them to one loan at 10% APR (an assumed rate, not an offer) would save $313.04 in interest.',
      potentialSavings: '313.04',
      impactScore: 62,
      debtId: null,
      action: null,
    }),
    makeSuggestion({ id: 203 }),
    makeSuggestion({
      id: 204,
      suggestionType: 'other',
      title: 'Your cash flow is tight',
      description: 'Your debt payments take more than 80% of your income.',
      potentialSavings: null,
      impactScore: 10,
      debtId: null,
      action: null,
    }),
    makeSuggestion({
      id: 150,
      title: 'Pay Citi Credit Card on Nov 25 instead of Dec 4',
      potentialSavings: '1.48',
      impactScore: 10,
      isApplied: true,
      debtId: 2,
      action: { kind: 'set_suggested_payment_date', debtId: 2, date: '2026-11-25' },
    }),
  ];
}

export function makeInsights(overrides: Partial<InsightsOut> = {}): InsightsOut {
  return {
    optimizationScore: 94,
    potentialScore: 100,
    currentInterest: '531.97',
    optimizedInterest: '502.23',
    monthlySavings: '3.30',
    ...overrides,
  };
}

export function makeSchedule(): PaymentScheduleOut {
  return [
    {
      debtId: 1,
      creditor: 'Chase Credit Card',
      dueDate: '2026-12-02',
      interestImpact: '2.40',
      suggestedPayDates: [{ suggestedPayDate: '2026-11-25', amount: '500.00' }],
    },
    {
      debtId: 2,
      creditor: 'Personal Loan',
      dueDate: '2026-12-12',
      interestImpact: '0.00',
      suggestedPayDates: [
        { suggestedPayDate: '2026-11-25', amount: '125.00' },
        { suggestedPayDate: '2026-12-09', amount: '125.00' },
      ],
    },
  ];
}

export function makeLearning(overrides: Partial<LearningProgressOut> = {}): LearningProgressOut {
  return { dataPointsAnalyzed: 8, predictionAccuracy: 67, totalSavingsIdentified: '14.34', ...overrides };
}

/** GET /api/progress: $1,200 in the plan since Sep 1, $800 owed on Dec 15, two months ahead. */
export function makeProgress(overrides: Partial<ProgressOut> = {}): ProgressOut {
  return {
    startedOn: '2026-09-01',
    startingDebt: '1200.00',
    paidPrincipal: '400.00',
    paidInterest: '0.00',
    currentDebt: '800.00',
    paidSharePercent: 33,
    planDebtNow: '900.00',
    aheadByMonths: 1,
    history: [
      { date: '2026-09-01', balance: '1200.00' },
      { date: '2026-09-25', balance: '1100.00' },
      { date: '2026-11-25', balance: '800.00' },
      { date: '2026-12-15', balance: '800.00' },
    ],
    planStartedOn: '2026-09-01',
    planLine: [
      { date: '2026-09-01', balance: '1200.00' },
      { date: '2026-09-30', balance: '1100.00' },
      { date: '2026-10-31', balance: '1000.00' },
      { date: '2026-11-30', balance: '900.00' },
      { date: '2026-12-31', balance: '800.00' },
    ],
    behindBy: '0.00',
    sentence: '1 month ahead of your plan',
    ...overrides,
  };
}

/** A preview for a suggestion whose plan figures do not move (a payment date). */
export const NO_CHANGE_PREVIEW: ApplyPreviewOut = {
  changes: [{ debtId: 1, debtName: 'Chase Credit Card', field: 'suggestedPaymentDate', before: null, after: '2026-11-25' }],
  plan: {
    before: { debtFreeDate: '2029-12-31', totalInterest: '4981.03' },
    after: { debtFreeDate: '2029-12-31', totalInterest: '4981.03' },
  },
};

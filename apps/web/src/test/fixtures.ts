import type { DashboardResponse, Debt, IncomeSource, PublicUser } from '@paydown/domain';

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
    createdAt: '2026-11-22T09:30:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}

export function verificationStatus(overrides: Partial<{
  isEmailConfirmed: boolean;
  email: string;
  verificationPending: boolean;
  canResendVerification: boolean;
  nextResendAllowed: string | null;
}> = {}) {
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
    payPeriodFrequency: 'monthly',
    suggestedPaymentDate: '2026-11-25',
    isPaid: false,
    paidDate: null,
    notes: null,
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

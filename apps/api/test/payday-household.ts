// The household of the "This payday" worked example (docs/money-math.md), as the suites that read
// the plan's paydays (the payday list, the calendar feed, the shared plan answer) create it through the API.

import { addDebt, confirmedClient, type TestApp } from './helpers.ts';

/** The day the worked example is read on. */
export const PAYDAY_EXAMPLE_NOW = '2026-11-22T12:00:00Z';

/**
 * On PAYDAY_EXAMPLE_NOW, a new confirmed user with a bi-weekly $2,000.00 paycheck (last paid Nov 6),
 * a card (named `visaName`), a car loan and a mortgage, on the avalanche plan with $100.00 extra.
 */
export async function paydayHousehold(app: TestApp, visaName = 'Visa') {
  app.clock.setTo(PAYDAY_EXAMPLE_NOW);
  const signed = await confirmedClient(app);
  const { client } = signed;
  const income = await client.post('/api/income', {
    incomeSource: 'Paycheck',
    amount: '2000',
    payDate: '2026-11-06',
    frequency: 'bi-weekly',
  });
  const visa = await addDebt(client, {
    debtName: visaName,
    debtType: 'credit_card',
    balance: '5000',
    interestRate: '19.99',
    minPayment: '150',
    extraPayment: '50',
    dueDate: '2026-12-10',
  });
  const car = await addDebt(client, {
    debtName: 'Car loan',
    debtType: 'auto_loan',
    balance: '15000',
    interestRate: '6.9',
    minPayment: '350',
    dueDate: '2026-11-28',
  });
  const mortgage = await addDebt(client, {
    debtName: 'Mortgage',
    debtType: 'mortgage',
    balance: '200000',
    interestRate: '6.5',
    minPayment: '1200',
    dueDate: '2026-12-15',
  });
  await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '100' });
  return { ...signed, incomeId: (income.body as { id: number }).id, visa, car, mortgage };
}

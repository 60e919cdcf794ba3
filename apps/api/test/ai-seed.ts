import { addDebt, type TestClient } from './helpers.ts';

/**
 * The AI tests' household: a bi-weekly salary of $2,500 and two cards, a Visa $3,000 at 24.99 %
 * ($90 minimum, due Dec 15) and a store card $1,200 at 27.5 % ($40, due Dec 20).
 */
export async function seedTwoCards(client: TestClient) {
  await client.post('/api/income', { incomeSource: 'Salary', amount: '2500', payDate: '2026-12-04', frequency: 'bi-weekly' });
  const visa = await addDebt(client, {
    debtName: 'Visa credit card',
    balance: '3000',
    interestRate: '24.99',
    minPayment: '90',
    dueDate: '2026-12-15',
  });
  const store = await addDebt(client, {
    debtName: 'Store credit card',
    balance: '1200',
    interestRate: '27.5',
    minPayment: '40',
    dueDate: '2026-12-20',
  });
  return { visa, store };
}

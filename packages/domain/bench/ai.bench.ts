// Timing figures for the local suggestion engine (issue 4: "generating suggestions for 50 debts and
// 10 income sources < 20 ms inside the API"). Prints the figures; asserts nothing.
// Run: cd packages/domain && npx tsx bench/ai.bench.ts   (or `npx vitest bench --run bench/ai.bench.ts`)
import { performance } from 'node:perf_hooks';
import { type PaymentFact } from '../src/ai/facts.ts';
import { generateSuggestions } from '../src/ai/engine.ts';
import { insights } from '../src/ai/insights.ts';
import { learningProgress } from '../src/ai/learning.ts';
import { paymentSchedule } from '../src/ai/schedule.ts';
import { addDays } from '../src/dates.ts';
import { DEBT_TYPES } from '../src/debt-type.ts';
import { type IncomeFacts } from '../src/income.ts';
import { INCOME_FREQUENCIES } from '../src/schedule.ts';
import { type DebtFacts } from '../src/suggestions.ts';

const today = '2026-11-22';

// 50 debts of every type, APRs 0-29.99 % (a few missing), due dates spread over the next month,
// payments of 3 % of the balance + $10; a few with a chosen date.
const debts: DebtFacts[] = Array.from({ length: 50 }, (_, i) => {
  const balance = 100_000 + ((i * 7_919_993) % 5_000_000);
  return {
    id: i + 1,
    debtName: `Debt ${i + 1}`,
    debtType: DEBT_TYPES[i % DEBT_TYPES.length]!,
    balance,
    apr: i % 17 === 0 ? null : (i * 613) % 3_000,
    minPayment: Math.ceil(balance * 0.03) + 1_000,
    extraPayment: i % 4 === 0 ? 2_500 : 0,
    dueDate: addDays(today, (i * 7) % 31),
    payPeriodFrequency: i % 9 === 0 ? 'bi-weekly' : 'monthly',
    isPaid: false,
    suggestedPaymentDate: i % 10 === 0 ? addDays(today, 3) : null,
  };
});

// 10 income sources of every frequency; enough income that cash flow is sufficient (so every kind
// of suggestion, including the extra payment, is computed).
const income: IncomeFacts[] = Array.from({ length: 10 }, (_, i) => ({
  payDate: addDays(today, -((i * 5) % 14)),
  frequency: INCOME_FREQUENCIES[i % INCOME_FREQUENCIES.length]!,
  amount: 400_000 + i * 50_000,
}));

const payments: PaymentFact[] = Array.from({ length: 200 }, (_, i) => ({
  debtId: (i % 50) + 1,
  amount: 10_000,
  paymentDate: addDays(today, -i),
  suggestedDate: i % 3 === 0 ? null : addDays(today, -i + (i % 5) - 2),
}));

const facts = { today, debts, income, payments };

function measure(label: string, fn: () => unknown) {
  for (let i = 0; i < 30; i++) fn(); // warm-up (JIT)
  const RUNS = 300;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${label}: ${RUNS} runs, mean ${mean.toFixed(3)} ms, median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms`,
  );
}

const suggestions = generateSuggestions(facts);
console.log(`50 debts, 10 income sources, 200 payments: ${suggestions.length} suggestions`);
measure('generateSuggestions (target < 20 ms)', () => generateSuggestions(facts));
measure('insights (incl. potential score)', () => insights(facts));
measure('paymentSchedule', () => paymentSchedule(facts));
measure('learningProgress', () => learningProgress(facts, suggestions));
measure('generate endpoint: suggestions + insights', () => {
  const s = generateSuggestions(facts);
  insights(facts, {}, s);
});

if (process.env.VITEST) {
  const { bench } = await import('vitest');
  bench('generateSuggestions, 50 debts, 10 income sources', () => {
    generateSuggestions(facts);
  });
}

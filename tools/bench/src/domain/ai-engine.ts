// Timing figures for the local suggestion engine (target: "generating suggestions for 50 debts and
// 10 income sources < 20 ms inside the API"). Prints the figures; asserts nothing.
// Run: cd tools/bench && npx tsx src/domain/ai-engine.ts
import { generateSuggestions, insights, learningProgress, paymentSchedule } from '@paydown/domain';
import { describeTiming, timeRuns } from '../timing.ts';
import { benchDebts, benchIncome, benchPayments } from './fixtures.ts';

const today = '2026-11-22';
const debts = benchDebts(50, today);
const income = benchIncome(10, today);
const payments = benchPayments(200, 50, today);

const facts = { today, debts, income, payments };

function measure(label: string, fn: () => unknown) {
  console.log(`${label}: ${describeTiming(timeRuns(fn, 300, 30))}`);
}

const suggestions = generateSuggestions(facts);
console.log(`50 debts, 10 income sources, 200 payments: ${suggestions.length} suggestions`);
measure('generateSuggestions (target < 20 ms)', () => generateSuggestions(facts));
measure('insights (incl. potential score)', () => insights(facts));
measure('paymentSchedule', () => paymentSchedule(facts));
measure('learningProgress', () => learningProgress(facts));
measure('generate endpoint: suggestions + insights', () => {
  const s = generateSuggestions(facts);
  insights(facts, {}, s);
});

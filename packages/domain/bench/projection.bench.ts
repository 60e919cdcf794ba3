// Timing figure for the payoff projection (issue 3: "a 50-debt, 600-month projection < 5 ms").
// Prints the figures; asserts nothing. Run: cd packages/domain && npx tsx bench/projection.bench.ts
// (or `npx vitest bench --run`, which prints the same figures plus vitest's own table).
import { performance } from 'node:perf_hooks';
import { DEBT_TYPES } from '../src/debt-type.ts';
import { type ProjectionDebt, type ProjectionOptions, projectPayoff } from '../src/payoff.ts';

const start = '2026-11-22';

// Realistic: 50 debts of every type, APRs 0-29.99 % (a few missing -> 18 %), payments of 3 % of the
// balance + $10 (a usual card minimum); two 0 % debts carry a token $1 payment.
const realistic: ProjectionDebt[] = Array.from({ length: 50 }, (_, i) => {
  const balance = 100_000 + ((i * 7_919_993) % 5_000_000);
  return {
    id: i + 1,
    debtName: `Debt ${i + 1}`,
    debtType: DEBT_TYPES[i % DEBT_TYPES.length]!,
    balance,
    apr: i < 2 ? 0 : i % 17 === 0 ? null : (i * 613) % 3_000,
    payment: i < 2 ? 100 : Math.ceil(balance * 0.03) + 1_000,
  };
});

// Worst case: ten debts at 99.99 % with $10 payments, far below their interest, so even with every
// freed payment rolled over their balances grow for all 600 months: past numeric(10,2) (the exact
// BigInt path of the interest arithmetic), then past 2^53 cents (floating point, see money.ts).
const worst: ProjectionDebt[] = realistic.map((d, i) => (i % 5 === 0 ? { ...d, apr: 9_999, payment: 1_000 } : d));

function measure(label: string, debts: ProjectionDebt[], options: ProjectionOptions) {
  const check = projectPayoff(debts, options);
  for (let i = 0; i < 200; i++) projectPayoff(debts, options); // warm-up (JIT)
  const RUNS = 2_000;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    projectPayoff(debts, options);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const owing = check.debts.filter((d) => d.payoffMonth === null).length;
  console.log(`${label}: 50 debts, ${check.months.length} months simulated, ${owing} still owing at the horizon`);
  console.log(
    `  ${RUNS} runs: mean ${mean.toFixed(3)} ms, median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms (target < 5 ms)`,
  );
}

measure('realistic, avalanche with rollover (runs until debt-free)', realistic, { startDate: start, horizonMonths: 600 });
// Without rollover the $1 payments keep two debts open for all 600 months: the full-horizon figure.
measure('realistic, full 600 months (no rollover)', realistic, { startDate: start, horizonMonths: 600, rollover: false });
measure('worst case, full 600 months (runaway balances)', worst, { startDate: start, horizonMonths: 600 });

// Under `npx vitest bench` the figures above are printed while the file loads; vitest also needs a
// suite in the file, so register the same projection as a vitest bench (its table is one more figure).
if (process.env.VITEST) {
  const { bench } = await import('vitest');
  bench('projectPayoff, 50 debts, full 600 months', () => {
    projectPayoff(realistic, { startDate: start, horizonMonths: 600, rollover: false });
  });
}

import { computePlan, planResponse, planSchema } from '@paydown/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedPlan, planOutputSchema } from '../src/features/plan/checked-answer.ts';
import { publicProcedure, router, type Context } from '../src/kernel/trpc.ts';
import { planCard, planInputOf } from './plan-fixtures.ts';

// A remembered plan answer is checked against planSchema once, not on every request that sends
// it again; every other answer is checked in full, so a broken one is still never sent.

afterEach(() => vi.restoreAllMocks());

const input = planInputOf('2026-11-25', [planCard(1, 250_000)]);
const answer = () => planResponse(computePlan(input));

/** A procedure with the plan procedures' output schema, answering whatever `send` gives. */
function callerSending(send: () => unknown) {
  const app = router({ plan: publicProcedure.output(planOutputSchema).query(() => send() as never) });
  // The middlewares on this path read nothing from the context unless a service error is mapped.
  return app.createCaller({} as Context);
}

describe('plan answers checked once', () => {
  it('refuses a broken plan answer with a 500, never sending it', async () => {
    const broken = { ...answer(), totalPaid: '12.5' };
    await expect(callerSending(() => broken).plan()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(() => checkedPlan(broken)).toThrow();
    // A broken answer never becomes a checked one, so asking again is refused again.
    await expect(callerSending(() => broken).plan()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('refuses an answer changed after its check: only the checked copy itself skips the second check', async () => {
    const checked = checkedPlan(answer());
    const changed = { ...checked, totalPaid: '12.5' };
    await expect(callerSending(() => changed).plan()).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('sends exactly what planSchema makes of the answer, fields outside the schema dropped', async () => {
    const raw = { ...answer(), internalNote: 'x' };
    const expected = planSchema.parse(raw);
    expect(await callerSending(() => raw).plan()).toEqual(expected);
    expect(await callerSending(() => checkedPlan(raw)).plan()).toEqual(expected);
    expect(expected).not.toHaveProperty('internalNote');
  });

  it('checks a remembered answer once however often it is sent', async () => {
    const remembered = answer();
    const parse = vi.spyOn(planSchema, 'parse');
    const caller = callerSending(() => checkedPlan(remembered));
    for (let i = 0; i < 3; i++) await caller.plan();
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

import { lumpSumInputSchema, lumpSumSchema } from '@paydown/domain';
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicProcedure, router, type Context } from '../src/kernel/trpc.ts';

// Every answer is checked against its schema before it leaves, a contract kept even where it costs time.

afterEach(() => vi.restoreAllMocks());

/** A procedure with the lump-sum schemas, answering whatever `answer` gives. */
function callerAnswering(answer: () => unknown) {
  const app = router({
    echo: publicProcedure
      .input(lumpSumInputSchema)
      .output(lumpSumSchema)
      .mutation(() => answer() as never),
  });
  // The middlewares on this path read nothing from the context unless a service error is mapped.
  return app.createCaller({} as Context);
}

const input = { date: '2027-04-15', amount: '2500.00' };
const good = { id: 7, date: '2027-04-15', amount: '2500.00', note: null };

describe('output and input validation', () => {
  it('answers only the fields of the schema: anything else a service returns never reaches the client', async () => {
    const caller = callerAnswering(() => ({ ...good, userId: 42, internalNote: 'x' }));
    expect(await caller.echo(input)).toEqual(good);
  });

  it('refuses an answer that breaks its schema with a 500, never sending it', async () => {
    const caller = callerAnswering(() => ({ ...good, amount: '2500.5' }));
    await expect(caller.echo(input)).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('refuses bad input with a 400 naming the field, before the service runs', async () => {
    const answer = vi.fn(() => good);
    const caller = callerAnswering(answer);
    const error = await caller.echo({ date: '2027-04-15', amount: '-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(answer).not.toHaveBeenCalled();
  });
});

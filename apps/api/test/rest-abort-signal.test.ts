import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import { fastifyTRPCOpenApiPlugin, type OpenApiMeta } from 'trpc-to-openapi';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

// The patched trpc-to-openapi (patches/trpc-to-openapi@3.3.0.patch) gives each REST call a plain
// abort signal that fires only when the client goes away before the answer is sent, instead of
// building a whole Fetch Request per call for its signal (which also fires on every normal close).
// That saves CPU on every /api request (docs/decisions.md). If the library changes under the
// patch, this test fails: re-measure, and drop the patch or carry it over.

const t = initTRPC.meta<OpenApiMeta>().create();
const signals: AbortSignal[] = [];
const probeRouter = t.router({
  probe: t.procedure
    .meta({ openapi: { method: 'GET', path: '/probe' } })
    .input(z.object({}))
    .output(z.object({ ok: z.boolean() }))
    .query(() => ({ ok: true })),
});

const app = Fastify();
afterAll(() => app.close());

describe('REST call abort signal (patched trpc-to-openapi)', () => {
  it('hands the call a signal that stays quiet after a normal answer', async () => {
    await app.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: probeRouter,
      createContext: ({ info }: { info: { signal: AbortSignal } }) => {
        signals.push(info.signal);
        return {};
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/probe`, { headers: { connection: 'close' } });
    expect(await res.json()).toEqual({ ok: true });
    // The connection has closed by now; give the server's close events a moment to run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
  });
});

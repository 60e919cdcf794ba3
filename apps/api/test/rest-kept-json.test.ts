import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import { fastifyTRPCOpenApiPlugin, type OpenApiMeta } from 'trpc-to-openapi';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keepWireJson, wireJson } from '../src/kernel/wire-json.ts';

// The patched trpc-to-openapi (patches/trpc-to-openapi@3.3.0.patch) lets the app turn an answer into
// its body (serializeBody): a remembered plan answer of up to 0.38 MB is serialised once, on its
// first send, instead of on every GET /api/plan (docs/decisions.md has the bench figures). If the
// library changes under the patch, this test fails: re-measure, and drop the patch or carry it over.

const t = initTRPC.meta<OpenApiMeta>().create();
const answer = { figure: '1.00', rows: [1, 2, 3] };
keepWireJson(answer);
const probeRouter = t.router({
  kept: t.procedure
    .meta({ openapi: { method: 'GET', path: '/kept' } })
    .input(z.object({}))
    .output(z.unknown())
    .query(() => answer),
  fresh: t.procedure
    .meta({ openapi: { method: 'GET', path: '/fresh' } })
    .input(z.object({}))
    .output(z.unknown())
    .query(() => ({ figure: '2.00' })),
});

const app = Fastify();
afterAll(() => app.close());

async function base(): Promise<string> {
  await app.register(fastifyTRPCOpenApiPlugin, { basePath: '/api', router: probeRouter, serializeBody: wireJson });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('REST answers whose JSON is kept (patched trpc-to-openapi)', () => {
  it('sends a kept answer as the JSON made on its first send, and any other answer as made now', async () => {
    const url = await base();
    const first = await fetch(`${url}/api/kept`);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual({ figure: '1.00', rows: [1, 2, 3] });
    // A kept answer must never change; changing it here shows the bytes of the first send are reused.
    answer.figure = '9.99';
    expect(await (await fetch(`${url}/api/kept`)).json()).toEqual({ figure: '1.00', rows: [1, 2, 3] });
    expect(await (await fetch(`${url}/api/fresh`)).json()).toEqual({ figure: '2.00' });
  });
});

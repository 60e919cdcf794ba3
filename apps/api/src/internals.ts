// `@paydown/api/internals`: the pieces of the server that the repo's own tools measure on their
// own (tools/bench builds servers layer by layer and times single services). Not an API for
// anything else; it exists so the bench goes through the package's exports instead of reaching
// into apps/api/src by relative path. The Fastify plugins are the app's own copies, so a layer
// costs in the bench what it costs in the app.
export { default as fastifyCookie } from '@fastify/cookie';
export { default as fastifySession } from '@fastify/session';
export { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
export type { Deps } from './kernel/deps.ts';
export { engineOptions, generate, loadFacts } from './features/ai/index.ts';
export { toPublicUser } from './features/auth/index.ts';
export { findUserById } from './kernel/queries.ts';
export { dashboard } from './features/dashboard/index.ts';
export { csrfGuard } from './http/csrf.ts';
export { registerRestApi } from './http/openapi.ts';
export { registerSecurityHeaders } from './http/security-headers.ts';
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, touchSession } from './kernel/session.ts';
export { requestToday } from './kernel/today.ts';
export { ledgerReader } from './ledger/index.ts';
export { registerTrpc } from './http/trpc.ts';
export { appRouter } from './router.ts';
export { PlanPool } from './adapters/plan-pool/pool.ts';
export type { Context } from './kernel/trpc.ts';

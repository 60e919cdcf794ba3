import type { FastifyReply, FastifyRequest } from 'fastify';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * A known /api path asked with a method it does not have answers 405 with Allow listing the
 * methods it has (a 404 would tell a client the path does not exist). The paths and methods are
 * the OpenAPI document's, so they cannot drift from what is documented.
 */
export function methodNotAllowedGuard(paths: Record<string, object>, basePath: string) {
  // Literal paths first, so /debts/paid is not read as /debts/{id}.
  const routes = Object.entries(paths)
    .map(([template, item]) => ({
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      params: (template.match(/\{/g) ?? []).length,
      methods: METHODS.filter((m) => m in item).map((m) => m.toUpperCase()),
    }))
    .sort((a, b) => a.params - b.params);

  return async function guard(req: FastifyRequest, reply: FastifyReply) {
    const path = (req.url.split('?', 1)[0] ?? '').slice(basePath.length);
    const matching = routes.filter(({ pattern }) => pattern.test(path));
    if (matching.length === 0) return;
    const allowed = [...new Set(matching.flatMap((r) => r.methods))];
    // HEAD is answered wherever GET is.
    if (allowed.includes(req.method) || (req.method === 'HEAD' && allowed.includes('GET'))) return;
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send({ message: `${req.method} is not allowed here; this path takes ${allowed.join(', ')}`, code: 'METHOD_NOT_SUPPORTED' });
  };
}

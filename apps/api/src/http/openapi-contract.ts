import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { adminProcedure, authedProcedure, writableProcedure } from '../kernel/trpc.ts';

/**
 * What the generated OpenAPI document promises about each operation's security and error statuses,
 * derived from the kind of procedure behind it instead of trpc-to-openapi's defaults (which give
 * every operation the cookie, a 500 and an error schema without the `data` the server sends).
 *
 * An operation's error statuses are the union of:
 * - its kind: public (none), authed (401: no session), writable (401, and 402: the trial or
 *   subscription has ended), admin (401, 403: not an administrator);
 * - its shape: 400 when it takes input; 404 when its path has an `{id}`-like parameter (a missing
 *   row and someone else's row look alike); on POST/PUT/DELETE also 400 (a body that is not a JSON
 *   object), 403 (a cross-site request), 413 (a body over 100 kB) and 415 (a body that is not JSON);
 * - 503 everywhere: the database (sessions included) may be unreachable or busy;
 * - the route's own extras, written in its meta as `errorResponses`, e.g.
 *   `.meta({ openapi: { method: 'POST', path: '/auth/login', errorResponses: [401, 429] } })` or
 *   `errorResponses: { 409: 'That name is taken' }` for a description of its own.
 * A procedure added with one of the procedure kinds gets the right list without writing one; the
 * API tests check every response they receive against this list (test/openapi-contract.ts).
 */

type Kind = 'public' | 'authed' | 'writable' | 'admin';

const KIND_STATUSES: Record<Kind, number[]> = {
  public: [],
  authed: [401],
  writable: [401, 402],
  admin: [401, 403],
};

const BODY_STATUSES = [400, 403, 413, 415];
const EVERY_OPERATION = [503];

export const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (per-field messages in data.fields)',
  401: 'Not signed in',
  402: 'A plan is required (the trial or subscription has ended)',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Request body too large',
  415: 'The body is not JSON',
  429: 'Too many requests (see Retry-After)',
  502: 'The payment provider failed',
  503: 'Temporarily unavailable; try again shortly',
};

export const ERROR_SCHEMA_NAME = 'Error';

/** The body of every JSON error, as the server sends it. */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'For people: the first field message on a 400' },
    code: { type: 'string', description: 'For programs, e.g. BAD_REQUEST, NOT_FOUND, TOO_MANY_REQUESTS' },
    data: {
      type: 'object',
      description: 'Sent by every procedure error (not by errors raised before a procedure runs)',
      properties: {
        code: { type: 'string' },
        httpStatus: { type: 'integer' },
        path: { type: 'string', description: 'The procedure that answered' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name -> message' },
      },
    },
    issues: { type: 'array', items: { type: 'object' }, description: 'The validation issues of a 400 from input validation' },
  },
} as const;

type Responses = Record<string, { description: string; content?: unknown; headers?: unknown }>;
type Operation = { security?: Record<string, string[]>[]; responses: Responses };
type Document = { paths?: Record<string, Record<string, Operation> | undefined>; components?: Record<string, unknown> };

function kindOf(procedure: AnyTRPCProcedure): Kind {
  const used = (procedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares;
  const has = (builder: unknown) => {
    const own = (builder as { _def: { middlewares: unknown[] } })._def.middlewares;
    return used.includes(own[own.length - 1]);
  };
  if (has(adminProcedure)) return 'admin';
  if (has(writableProcedure)) return 'writable';
  if (has(authedProcedure)) return 'authed';
  return 'public';
}

export function errorResponse(status: number, description = STATUS_DESCRIPTIONS[status] ?? 'Error') {
  return { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA_NAME}` } } } };
}

/** The error statuses (with descriptions) one procedure's operation can answer. */
function errorStatuses(procedure: AnyTRPCProcedure, openapi: NonNullable<OpenApiMeta['openapi']>): Map<number, string | undefined> {
  const statuses = new Map<number, string | undefined>();
  const add = (list: number[]) => list.forEach((s) => statuses.has(s) || statuses.set(s, undefined));
  add(KIND_STATUSES[kindOf(procedure)]);
  const inputs = (procedure as unknown as { _def: { inputs: unknown[] } })._def.inputs;
  const takesInput = inputs.some((input) => (input as { _zod?: { def: { type: string } } })._zod?.def.type !== 'void');
  if (takesInput) add([400]);
  if (/\{[^}]+\}/.test(openapi.path)) add([404]);
  if (openapi.method !== 'GET') add(BODY_STATUSES);
  add(EVERY_OPERATION);
  const extras = openapi.errorResponses;
  if (Array.isArray(extras)) add(extras);
  else if (extras) for (const [status, description] of Object.entries(extras)) statuses.set(Number(status), description);
  return new Map([...statuses].sort(([a], [b]) => a - b));
}

/** Rewrites each generated operation's security and error responses; hand-written paths are kept. */
export function applyOperationContracts<D extends object>(generated: D, router: AnyTRPCRouter, cookieScheme: string): D {
  const document = generated as unknown as Document;
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  for (const procedure of Object.values(procedures)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (!openapi) continue;
    const operation = document.paths?.[openapi.path]?.[openapi.method.toLowerCase()];
    if (!operation) continue;
    const kind = kindOf(procedure);
    // A public procedure that reads the session when there is one (GET /auth/user) says so with
    // `protect: true`; every other public operation needs no cookie (an empty list says so).
    operation.security = kind === 'public' && openapi.protect !== true ? [] : [{ [cookieScheme]: [] }];
    const success = Object.fromEntries(Object.entries(operation.responses).filter(([status]) => status.startsWith('2')));
    const errors = Object.fromEntries(
      [...errorStatuses(procedure, openapi)].map(([status, text]) => [String(status), errorResponse(status, text)]),
    );
    if (kind === 'public' && openapi.protect === true && !errors['401']) errors['401'] = errorResponse(401);
    operation.responses = { ...success, ...errors };
  }
  // trpc-to-openapi's own error schemas (without `data`) are no longer referenced.
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  schemas[ERROR_SCHEMA_NAME] = ERROR_SCHEMA;
  document.components = { ...document.components, schemas };
  return generated;
}

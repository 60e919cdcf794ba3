import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../src/http/openapi-document.ts';

/**
 * Checks every /api response the test client receives against the OpenAPI document that third
 * parties generate clients from: the status must be one the operation lists, and a JSON body must
 * match that status's schema. A documented path answered with a method it does not have (405) and
 * unknown paths (404) are not operations and are not checked here.
 */

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const document = buildOpenApiDocument({ appUrl: 'http://localhost:3000', sessionCookieName: 'paydown.sid' });
const paths = document.paths as unknown as Paths;
const components = document.components as unknown as Schema;

// Literal paths first: /debts/paid must not be read as /debts/{id}.
const templates = Object.keys(paths)
  .map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // The operation's schema with the document's components beside it, so its #/components refs resolve.
    validate = ajv.compile({ ...schema, components });
    validators.set(key, validate);
  }
  return validate;
}

export interface CheckedResponse {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
  text: string;
}

/** Throws, naming the operation and status, when a response breaks the document's promise. */
export function checkAgainstOpenApi(method: string, url: string, res: CheckedResponse): void {
  const pathname = url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith('/api/')) return;
  const path = pathname.slice('/api'.length);
  const match = templates.find(({ pattern }) => pattern.test(path));
  const operation = match && paths[match.template]?.[method.toLowerCase()];
  if (!match || !operation) return;
  const name = `${method} /api${match.template}`;
  const response = operation.responses[String(res.status)];
  if (!response) {
    throw new Error(
      `OpenAPI: ${name} answered ${res.status}, a status its operation does not list (it lists ${Object.keys(operation.responses).join(', ')}). ` +
        `Add it to the route's meta (errorResponses, see src/http/openapi-contract.ts) or fix the server. Body: ${res.text.slice(0, 300)}`,
    );
  }
  const header = res.headers['content-type'];
  const contentType = typeof header === 'string' ? header : '';
  const schema = response.content?.['application/json']?.schema;
  if (!schema || !contentType.startsWith('application/json') || res.text === '') return;
  const validate = validatorFor(`${name} ${res.status}`, schema);
  if (!validate(res.body)) {
    throw new Error(
      `OpenAPI: ${name} answered ${res.status} with a body that does not match its documented schema: ` +
        `${ajv.errorsText(validate.errors, { separator: '; ' })}. Body: ${res.text.slice(0, 300)}`,
    );
  }
}

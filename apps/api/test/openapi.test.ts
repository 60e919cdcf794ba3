import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDatabase } from '@paydown/db';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { buildServer } from '../src/server.ts';
import { addDebt, signedUpClient, TEST_ENV, useTestApp } from './helpers.ts';
import { checkAgainstOpenApi } from './openapi-contract.ts';

const app = useTestApp();

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
};

describe('REST API documentation', () => {
  it('documents every REST path of the spec', async () => {
    const res = await app.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as Doc;
    expect(doc.openapi).toMatch(/^3\.1/);
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops).toEqual(
      expect.arrayContaining([
        'POST /auth/signup',
        'POST /auth/login',
        'GET /auth/user',
        'PUT /auth/user',
        'DELETE /auth/user',
        'POST /auth/logout',
        'GET /auth/confirm-email',
        'GET /email-verification-status',
        'POST /resend-verification',
        'GET /trial-status',
        'GET /health',
        'GET /debts',
        'GET /debts/paid',
        'POST /debts',
        'PUT /debts/{id}',
        'DELETE /debts/{id}',
        'POST /debts/{id}/mark-paid',
        'GET /income',
        'POST /income',
        'PUT /income/{id}',
        'DELETE /income/{id}',
        'GET /dashboard',
        'GET /plan',
        'PUT /plan',
        'GET /plan/preview',
        'POST /plan/lump-sums',
        'DELETE /plan/lump-sums/{id}',
        'GET /plan/schedule.csv',
        'GET /ai-suggestions',
        'POST /ai-suggestions/{id}/apply',
        'GET /ai-suggestions/{id}/preview',
        'POST /ai-suggestions/{id}/undo',
        'POST /ai-insights/generate',
        'POST /ai-recommendations/generate',
        'GET /ai/payment-schedule',
        'GET /ai/insights',
        'GET /ai/potential-score',
        'GET /ai/learning-progress',
        'GET /stripe/price-ids',
        'POST /stripe/create-checkout-session',
        'POST /stripe/webhook',
        'GET /billing-history',
        'GET /admin/users',
        'POST /admin/set-lifetime-access',
      ]),
    );
  });

  it('describes the session cookie, not a bearer token', async () => {
    const doc = (await app.client().get('/api/openapi.json')).body as Doc;
    expect(Object.values(doc.components.securitySchemes)).toEqual([{ type: 'apiKey', in: 'cookie', name: 'paydown.sid' }]);
    expect(JSON.stringify(doc)).not.toMatch(/bearer/i);
    expect(doc.paths['/auth/user']?.get?.security).toEqual([{ sessionCookie: [] }]);
  });

  it('serves a reference page at /api/docs', async () => {
    const res = await app.client().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
    expect((await app.client().get('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });
});

describe('health', () => {
  it('reports ok with the database in use', async () => {
    const res = await app.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: app.database.driver });
  });

  it('answers a fast 503 when PostgreSQL cannot be reached', async () => {
    // Port 9 on loopback: nothing listens there, so every connection is refused.
    const database = await createDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none' });
    const server = await buildServer(loadConfig({ ...TEST_ENV, DATA_DIR: '/tmp/paydown-unreachable' }), { database });
    try {
      const started = Date.now();
      const res = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await server.close();
      await database.destroy();
    }
  });
});

type Operation = { security?: Record<string, unknown>[]; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Components = { schemas: Record<string, { properties?: Record<string, unknown>; additionalProperties?: unknown }> };

async function documentOperations() {
  const doc = (await app.client().get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, Operation>>;
    components: Components;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
  );
  return { doc, operations };
}

describe('the OpenAPI contract', () => {
  it('declares no security on public operations and the session cookie on signed-in ones', async () => {
    const { operations } = await documentOperations();
    const security = Object.fromEntries(operations.map(({ name, operation }) => [name, operation.security]));
    for (const open of [
      'GET /health',
      'POST /auth/signup',
      'POST /auth/login',
      'GET /auth/confirm-email',
      'GET /stripe/price-ids',
      'POST /stripe/webhook',
    ]) {
      expect(security[open], open).toEqual([]);
    }
    for (const closed of ['GET /debts', 'POST /debts', 'GET /plan', 'GET /plan/schedule.csv', 'GET /admin/users']) {
      expect(security[closed], closed).toEqual([{ sessionCookie: [] }]);
    }
  });

  it('lists no 500, 401 where a session is needed, 402 where the plan can refuse, 404 on every {id} path', async () => {
    const { operations } = await documentOperations();
    for (const { name, path, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, name).not.toContain('500');
      if (/\{[^}]+\}/.test(path)) expect(statuses, name).toContain('404');
      // Signed-in operations can answer 401; a public one only when its meta says so (a wrong password).
      if (JSON.stringify(operation.security) !== '[]') expect(statuses, name).toContain('401');
    }
    const statusesOf = (name: string) => Object.keys(operations.find((o) => o.name === name)?.operation.responses ?? {});
    expect(statusesOf('POST /debts')).toEqual(expect.arrayContaining(['400', '401', '402']));
    expect(statusesOf('DELETE /debts/{id}')).not.toContain('402');
    expect(statusesOf('POST /auth/login')).toContain('429');
    expect(statusesOf('GET /admin/users')).toContain('403');
    expect(statusesOf('GET /health')).toEqual(['200', '503']);
  });

  it('documents the error body as sent, data included', async () => {
    const { doc, operations } = await documentOperations();
    const put = operations.find((o) => o.name === 'PUT /debts/{id}')?.operation;
    expect(put?.responses['400']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    const error = doc.components.schemas.Error;
    expect(Object.keys(error?.properties ?? {})).toEqual(expect.arrayContaining(['message', 'code', 'data']));
    expect(error?.additionalProperties).toBeUndefined();
    // A real 400 carries data.fields; the test client checks it against that schema.
    const res = await app.client().post('/api/auth/login', { username: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', data: { fields: expect.any(Object) } });
  });

  it('says what the server enforces: an email format, amounts more than zero', async () => {
    const { operations } = await documentOperations();
    const body = (name: string) =>
      (
        operations.find((o) => o.name === name)?.operation as unknown as {
          requestBody: { content: { 'application/json': { schema: { properties: Record<string, Record<string, unknown>> } } } };
        }
      ).requestBody.content['application/json'].schema.properties;
    expect(body('POST /auth/signup').email).toMatchObject({ format: 'email' });
    expect(body('POST /debts/{id}/payments').amount).toMatchObject({ exclusiveMinimum: 0 });
    expect(body('POST /plan/lump-sums').amount).toMatchObject({ exclusiveMinimum: 0 });
    expect(body('POST /debts').balance).toMatchObject({ minimum: 0 });
  });

  it('fails a test on a status its operation does not list, naming the operation', () => {
    expect(() => checkAgainstOpenApi('GET', '/api/debts', { status: 500, headers: {}, body: undefined, text: '' })).toThrow(
      /GET \/api\/debts answered 500, a status its operation does not list/,
    );
    expect(() =>
      checkAgainstOpenApi('GET', '/api/health', {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: { status: 'fine' },
        text: '{"status":"fine"}',
      }),
    ).toThrow(/GET \/api\/health answered 200 with a body that does not match/);
  });
});

describe('requests the API does not take', () => {
  it('answers a documented path asked with another method 405, with Allow', async () => {
    const res = await app.client().post('/api/health', {});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.body).toMatchObject({ code: 'METHOD_NOT_SUPPORTED' });
    const byId = await app.client().get('/api/debts/12');
    expect(byId.status).toBe(405);
    expect(byId.headers.allow).toBe('PUT, DELETE');
    expect((await app.client().get('/api/no-such-thing')).status).toBe(404);
  });

  it('refuses a body that is not a JSON object with 400 and creates nothing', async () => {
    const { client } = await signedUpClient(app);
    const { id } = await addDebt(client, { debtName: 'Visa', balance: '500', interestRate: '20', minPayment: '25', dueDate: '2030-01-15' });
    for (const payload of ['"x"', '5', '[null,null]', 'null']) {
      const res = await client.post(`/api/debts/${id}/planned-payments`, payload, { 'content-type': 'application/json' });
      expect(res.status, payload).toBe(400);
    }
    expect(((await client.get('/api/planned-payments')).body as unknown[]).length).toBe(0);
    expect((await client.post('/api/planned-payments/1/log', '[1,2,3]', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it('takes a boolean as no number in a body, and still reads a path id as a number', async () => {
    const { client } = await signedUpClient(app);
    const income = { incomeSource: 'Freelance', amount: '800', payDate: '2030-01-10', frequency: 'variable' };
    const res = await client.post('/api/income', { ...income, expectedPaymentsPerMonth: true });
    expect(res.status).toBe(400);
    expect((res.body as { data: { fields: Record<string, string> } }).data.fields).toHaveProperty('expectedPaymentsPerMonth');
    // A path id still arrives as text and is read as a number.
    expect((await client.get('/api/debts/1/payments')).status).toBe(404);
  });

  it('answers a URL over 16 KB with a JSON 414, and oversized headers with a JSON 431, over a real connection', async () => {
    await app.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.app.server.address() as AddressInfo;
    const long = await rawGet(port, `/api/debts?x=${'a'.repeat(20_000)}`);
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toMatchObject({ code: 'URI_TOO_LONG' });
    const huge = await rawGet(port, `/api/debts?x=${'a'.repeat(200_000)}`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({ code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
  });
});

/** One GET on a fresh connection (no keep-alive), as a fuzzer or curl sends it. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

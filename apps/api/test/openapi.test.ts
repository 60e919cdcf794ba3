import { createDatabase } from '@paydown/db';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { buildServer } from '../src/server.ts';
import { TEST_ENV, useTestApp } from './helpers.ts';

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

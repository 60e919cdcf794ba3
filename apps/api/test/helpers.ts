import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@paydown/db';
import { createTestDatabase } from '@paydown/db/testing';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../src/env.ts';
import { buildServer, type Server } from '../src/server.ts';
import { checkAgainstOpenApi } from './openapi-contract.ts';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
  text: string;
  cookies: { name: string; value: string; [k: string]: unknown }[];
}

/** A REST client with its own cookie jar, like one browser or one third-party script. */
export class TestClient {
  cookie: string | undefined;
  /**
   * Every /api response is checked against the OpenAPI document (openapi-contract.ts). Only a test
   * that breaks the server on purpose (a dropped table, to see a 500 logged) turns this off.
   */
  checksOpenApi = true;
  /** The socket's peer address (the client, or the proxy in front); inject's default otherwise. */
  address: string | undefined;
  constructor(private readonly server: Server) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const res = await this.server.app.inject({
      method,
      url,
      ...(this.address ? { remoteAddress: this.address } : {}),
      headers: {
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    for (const c of res.cookies) {
      // A cleared cookie (Max-Age=0) leaves the jar; a new one replaces the old.
      this.cookie = c.value === '' || c.maxAge === 0 ? undefined : `${c.name}=${c.value}`;
    }
    let parsed: unknown = undefined;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      parsed = undefined;
    }
    const response = { status: res.statusCode, headers: res.headers, body: parsed, text: res.body, cookies: res.cookies };
    // Every suite's responses are held to the OpenAPI document that generated clients trust.
    if (this.checksOpenApi) checkAgainstOpenApi(method, url, response);
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', url, body, headers);
  del = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, undefined, headers);
}

export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Pins "now" to an instant (time keeps running from there). */
  setTo(iso: string) {
    this.offsetMs = Date.parse(iso) - Date.now();
  }
  reset() {
    this.offsetMs = 0;
  }
}

export interface TestApp {
  server: Server;
  database: Database;
  config: Config;
  clock: TestClock;
  client(): TestClient;
  close(): Promise<void>;
}

export const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  TOTP_ENCRYPTION_KEY: 'test-totp-key-test-totp-key-test-totp-0123',
  APP_URL: 'http://localhost:3000',
  // Suites sign up many users from one address; the limit itself is tested with its own value.
  RATE_LIMIT_SIGNUP_PER_IP: '10000',
} as const;

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'paydown-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'paydown-no-web'),
    ...env,
  });
  const clock = new TestClock();
  const server = await buildServer(config, { database, now: clock.now });
  return {
    server,
    database,
    config,
    clock,
    client: () => new TestClient(server),
    async close() {
      await server.close();
      await database.destroy();
    },
  };
}

/**
 * One app per test file: started before the tests, closed after, its clock reset after each test.
 * Returns a handle that reaches the running app (it exists only once beforeAll has run).
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  afterEach(() => current?.clock.reset());
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!current) throw new Error('The test app starts in beforeAll; use it inside tests or hooks.');
      return Reflect.get(current, property);
    },
  });
}

let counter = 0;
export function newSignup(overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  const username = `user${Date.now().toString(36)}${counter}`;
  return {
    username,
    password: 'correct-horse-7',
    email: `${username}@example.com`,
    firstName: 'Pat',
    lastName: 'Payer',
    ...overrides,
  };
}

/** The newest confirmation link emailed to an address, as the outbox recorded it. */
export async function latestConfirmationToken(app: TestApp, email: string): Promise<string> {
  const row = await app.database.db
    .selectFrom('emailOutbox')
    .select(['textBody'])
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(row.textBody);
  if (!match?.[1]) throw new Error('no confirmation link in the email');
  return decodeURIComponent(match[1]);
}

/** A signed-up user whose email is confirmed (trial running). */
export async function confirmedClient(app: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const signed = await signedUpClient(app, overrides);
  const token = await latestConfirmationToken(app, signed.input.email);
  const res = await app.client().get(`/api/auth/confirm-email?token=${encodeURIComponent(token)}`);
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${res.text}`);
  return signed;
}

export async function signedUpClient(app: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const client = app.client();
  const input = newSignup(overrides);
  const res = await client.post('/api/auth/signup', input);
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${res.text}`);
  const user = (res.body as { user: { id: number; email: string } }).user;
  return { client, input, user };
}

/** Adds a debt through POST /api/debts (the fields as a client sends them) and returns its id. */
export async function addDebt(client: TestClient, fields: Record<string, string | boolean>): Promise<{ id: number }> {
  const res = await client.post('/api/debts', fields);
  if (res.status !== 200) throw new Error(`adding a debt failed: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

/** A debt row as a test stores it directly; the rest of the row takes the create defaults. */
export interface DebtSeed {
  debtName: string;
  balance: string;
  interestRate: string;
  minPayment: string;
  dueDate: string;
  isPaid?: boolean;
  paidDate?: string | null;
}

/**
 * Stores debts for a user without going through the API: reaching a cap or a plan of hundreds of
 * debts one POST at a time costs minutes on a busy machine and tests nothing the API tests do not.
 */
export async function insertDebts(app: TestApp, userId: number, debts: readonly DebtSeed[]): Promise<void> {
  if (debts.length === 0) return;
  await app.database.db
    .insertInto('debts')
    .values(
      debts.map((d) => ({
        userId,
        debtType: 'credit_card' as const,
        payPeriodFrequency: 'monthly' as const,
        isPaid: false,
        paidDate: null,
        ...d,
      })),
    )
    .execute();
}

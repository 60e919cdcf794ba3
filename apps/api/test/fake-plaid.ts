// A Plaid API for tests, over HTTP, that the real `plaid` SDK talks to (PLAID_API_BASE): Link
// tokens, the public token exchange, /liabilities/get (a card with several APRs, a student loan, a
// checking account), /transactions/sync in pages by cursor, /item/remove, and the webhook
// verification key. It checks the client id and secret headers and each access token as Plaid
// does, answers Plaid's error shape, and signs webhooks the way Plaid does (an ES256 JWT carrying
// the SHA-256 of the body) with a key it serves by kid.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export const CLIENT_ID = 'client-test';
export const SECRET = 'secret-test';

export interface Recorded {
  path: string;
  body: Record<string, unknown>;
}

type Txn = Record<string, unknown>;

const category = (primary: string, detailed: string) => ({ primary, detailed, confidence_level: 'VERY_HIGH' });

export function txn(id: string, account: string, date: string, amount: number, name: string, pfc: [string, string], pending = false): Txn {
  return {
    transaction_id: id,
    account_id: account,
    amount,
    date,
    name,
    pending,
    iso_currency_code: 'USD',
    personal_finance_category: category(...pfc),
  };
}

export const PURCHASE: [string, string] = ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'];
export const CARD_PAYMENT: [string, string] = ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'];
export const INTEREST: [string, string] = ['BANK_FEES', 'BANK_FEES_INTEREST_CHARGE'];
export const LATE_FEE: [string, string] = ['BANK_FEES', 'BANK_FEES_LATE_FEE'];

export class FakePlaid {
  readonly requests: Recorded[] = [];
  /** Transaction pages by the cursor they are asked with ('' = the first); each names the next. */
  pages = new Map<string, { added: Txn[]; next: string; hasMore: boolean }>();
  /** The card's current balance and the liabilities' figures (tests change them between syncs). */
  cardCurrent = 1700;
  /** Access tokens whose login the lender wants renewed. */
  readonly loginRequired = new Set<string>();
  private server: Server | undefined;
  private keyPair: { publicKey: CryptoKey; privateKey: CryptoKey } | undefined;
  readonly kid = 'fake-kid-1';

  get base(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  calls(path: string): Recorded[] {
    return this.requests.filter((r) => r.path === path);
  }

  async start(): Promise<void> {
    this.keyPair = await generateKeyPair('ES256');
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
        const path = req.url ?? '';
        this.requests.push({ path, body });
        const answer = (status: number, json: unknown) => {
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(json));
        };
        if (req.headers['plaid-client-id'] !== CLIENT_ID || req.headers['plaid-secret'] !== SECRET) {
          return answer(400, plaidError('INVALID_INPUT', 'INVALID_API_KEYS'));
        }
        void this.route(path, body).then(
          ([status, json]) => answer(status, json),
          (error: unknown) => answer(500, { error: String(error) }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async route(path: string, body: Record<string, unknown>): Promise<[number, unknown]> {
    const token = typeof body.access_token === 'string' ? body.access_token : '';
    if (path === '/link/token/create')
      return [200, { link_token: `link-sandbox-${this.requests.length}`, expiration: '2026-12-20T16:00:00Z', request_id: 'r' }];
    if (path === '/item/public_token/exchange') {
      const pub = String(body.public_token);
      if (!pub.startsWith('public-')) return [400, plaidError('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN')];
      const name = pub.slice('public-'.length);
      return [200, { access_token: `access-sandbox-${name}`, item_id: `item-${name}`, request_id: 'r' }];
    }
    if (path === '/webhook_verification_key/get') {
      if (body.key_id !== this.kid || !this.keyPair) return [400, plaidError('INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID')];
      const jwk = await exportJWK(this.keyPair.publicKey);
      return [
        200,
        { key: { ...jwk, alg: 'ES256', kid: this.kid, use: 'sig', created_at: 1_700_000_000, expired_at: null }, request_id: 'r' },
      ];
    }
    if (!token.startsWith('access-sandbox-')) return [400, plaidError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN')];
    if (this.loginRequired.has(token)) return [400, plaidError('ITEM_ERROR', 'ITEM_LOGIN_REQUIRED')];
    if (path === '/item/remove') return [200, { request_id: 'r' }];
    if (path === '/liabilities/get') return [200, this.liabilities(token)];
    if (path === '/transactions/sync') {
      const cursor = typeof body.cursor === 'string' ? body.cursor : '';
      const page = this.pages.get(cursor) ?? { added: [], next: cursor, hasMore: false };
      return [
        200,
        {
          added: page.added,
          modified: [],
          removed: [],
          next_cursor: page.next,
          has_more: page.hasMore,
          accounts: [],
          transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
          request_id: 'r',
        },
      ];
    }
    return [404, plaidError('INVALID_REQUEST', 'UNKNOWN_FIELDS')];
  }

  private liabilities(token: string) {
    const item = {
      item_id: token.replace('access-sandbox-', 'item-'),
      institution_id: 'ins_3',
      institution_name: 'Chase',
      webhook: null,
      error: null,
      available_products: [],
      billed_products: ['liabilities', 'transactions'],
      consent_expiration_time: null,
      update_type: 'background',
    };
    const balances = (current: number) => ({
      available: null,
      current,
      limit: null,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
    });
    return {
      item,
      accounts: [
        {
          account_id: 'card-1',
          balances: balances(this.cardCurrent),
          mask: '3333',
          name: 'Freedom Unlimited',
          official_name: null,
          type: 'credit',
          subtype: 'credit card',
        },
        {
          account_id: 'stu-1',
          balances: balances(12000.5),
          mask: '4444',
          name: 'Student Loan',
          official_name: null,
          type: 'loan',
          subtype: 'student',
        },
        {
          account_id: 'chk-1',
          balances: balances(2500),
          mask: '0000',
          name: 'Checking',
          official_name: null,
          type: 'depository',
          subtype: 'checking',
        },
      ],
      liabilities: {
        credit: [
          {
            account_id: 'card-1',
            aprs: [
              { apr_type: 'purchase_apr', apr_percentage: 24.99, balance_subject_to_apr: 1000, interest_charge_amount: 25.5 },
              { apr_type: 'balance_transfer_apr', apr_percentage: 3.99, balance_subject_to_apr: 500, interest_charge_amount: 0 },
              { apr_type: 'cash_apr', apr_percentage: 29.99, balance_subject_to_apr: 200, interest_charge_amount: 0 },
            ],
            is_overdue: false,
            last_payment_amount: 100,
            last_payment_date: '2026-12-17',
            last_statement_issue_date: '2026-12-10',
            last_statement_balance: 1800,
            minimum_payment_amount: 55,
            next_payment_due_date: '2027-01-05',
          },
        ],
        student: [
          {
            account_id: 'stu-1',
            interest_rate_percentage: 5.5,
            minimum_payment_amount: 130.25,
            next_payment_due_date: '2027-01-08',
            last_statement_issue_date: '2026-12-08',
            loan_name: 'Direct',
            loan_status: { type: 'repayment', end_date: null },
          },
        ],
        mortgage: null,
      },
      request_id: 'r',
    };
  }

  /** A webhook body and its Plaid-Verification header as Plaid signs them, issued at `now`. */
  async signed(body: Record<string, unknown>, now: Date, key?: CryptoKey): Promise<{ payload: string; header: string }> {
    const payload = JSON.stringify(body);
    const privateKey = key ?? this.keyPair?.privateKey;
    if (!privateKey) throw new Error('the fake is not started');
    const header = await new SignJWT({ request_body_sha256: createHash('sha256').update(payload).digest('hex') })
      .setProtectedHeader({ alg: 'ES256', kid: this.kid, typ: 'JWT' })
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .sign(privateKey);
    return { payload, header };
  }
}

function plaidError(type: string, code: string) {
  return { error_type: type, error_code: code, error_message: code.toLowerCase(), display_message: null, request_id: 'r' };
}

import { parseSync } from 'ofx-js';
import { parseOfxDate, parseStatementAmount } from './amounts.ts';
import { classifyLine } from './classify.ts';
import { lineOf, ofxStructureError } from './ofx-structure.ts';
import {
  MAX_STATEMENT_LINES,
  type StatementAccount,
  type StatementFileError,
  type StatementLine,
  type StatementParseResult,
} from './types.ts';

// OFX/QFX statements, 1.x (SGML: a colon header, leaf tags left open) and 2.x (XML), read by the
// ofx-js library into a tree; here the tree's card, bank and loan statements become StatementAccounts.
// Where the library only says "missing closing tag", ofx-structure.ts names the line first.

type Node = Record<string, unknown>;

/** A child that may appear once (an object) or many times (an array), always as an array. */
function all(node: unknown, key: string): unknown[] {
  if (!node || typeof node !== 'object') return [];
  const v = (node as Node)[key];
  if (v === undefined || v === null || v === '') return [];
  return Array.isArray(v) ? v : [v];
}

function child(node: unknown, ...path: string[]): unknown {
  let at = node;
  for (const key of path) at = all(at, key)[0];
  return at;
}

function text(node: unknown, ...path: string[]): string {
  const v = child(node, ...path);
  return typeof v === 'string' ? v.trim() : '';
}

class OfxError extends Error {
  constructor(readonly fileError: StatementFileError) {
    super(fileError.message);
  }
}

/** The statement sets each message set holds: [the response wrapper, the statement, account, transaction list, line]. */
const MESSAGE_SETS = [
  ['CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS', 'CCACCTFROM', 'BANKTRANLIST', 'STMTTRN'],
  ['BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'BANKACCTFROM', 'BANKTRANLIST', 'STMTTRN'],
  ['LOANMSGSRSV1', 'LOANSTMTTRNRS', 'LOANSTMTRS', 'LOANACCTFROM', 'LOANTRANLIST', 'LOANSTMTTRN'],
] as const;

function dateOf(source: string, raw: string, tag: string): string {
  const date = parseOfxDate(raw);
  if (!date) throw new OfxError({ line: lineOf(source, `${tag}>${raw}`), message: `<${tag}> "${raw}" is not a date.` });
  return date;
}

function amountOf(source: string, raw: string, tag: string): number {
  const cents = parseStatementAmount(raw);
  if (cents === null) throw new OfxError({ line: lineOf(source, `${tag}>${raw}`), message: `<${tag}> "${raw}" is not an amount.` });
  return cents;
}

function lineOfTrn(source: string, trn: unknown): StatementLine {
  const fitid = text(trn, 'FITID');
  const at = fitid ? lineOf(source, `FITID>${fitid}`) : 1;
  if (!fitid) throw new OfxError({ line: lineOf(source, 'STMTTRN>'), message: 'A transaction has no <FITID>.' });
  const rawAmount = text(trn, 'TRNAMT');
  if (!rawAmount) throw new OfxError({ line: at, message: `Transaction ${fitid} has no <TRNAMT>.` });
  // The file's sign is the account's: a credit (a payment) is positive, a charge negative.
  const owed = -amountOf(source, rawAmount, 'TRNAMT');
  const description = [text(trn, 'NAME'), text(trn, 'MEMO')].filter((s) => s !== '').join(' — ');
  return {
    fitid,
    kind: classifyLine(text(trn, 'TRNTYPE'), description, owed),
    postedOn: dateOf(source, text(trn, 'DTPOSTED'), 'DTPOSTED'),
    amount: owed,
    description,
    line: at,
  };
}

function accountOf(source: string, stmt: unknown, set: (typeof MESSAGE_SETS)[number], lender: string | null): StatementAccount {
  const [, , , acctTag, listTag, trnTag] = set;
  const accountId = text(stmt, acctTag, 'ACCTID');
  if (!accountId) throw new OfxError({ line: lineOf(source, acctTag), message: `<${acctTag}> has no <ACCTID>.` });
  const list = child(stmt, listTag);
  const lines = all(list, trnTag).map((t) => lineOfTrn(source, t));
  // The ledger balance is the account's: what is owed is its size (cards report it negative).
  const balance = text(stmt, 'LEDGERBAL', 'BALAMT') || text(stmt, 'BALAMT') || text(stmt, 'PRINBAL');
  const closingBalance = balance ? Math.abs(amountOf(source, balance, 'BALAMT')) : null;
  const dates = lines.map((l) => l.postedOn).sort();
  const startRaw = text(list, 'DTSTART');
  const endRaw = text(list, 'DTEND') || text(stmt, 'LEDGERBAL', 'DTASOF');
  const periodStart = startRaw ? dateOf(source, startRaw, 'DTSTART') : dates[0];
  const periodEnd = endRaw ? dateOf(source, endRaw, 'DTEND') : dates.at(-1);
  if (!periodStart || !periodEnd) {
    throw new OfxError({ line: lineOf(source, listTag), message: `The statement of account ending ${accountId.slice(-4)} has no period.` });
  }
  return { format: 'ofx', accountId, lender, periodStart, periodEnd, closingBalance, lines };
}

/** An OFX/QFX file (1.x or 2.x) → its statements, or the line where it goes wrong. */
export function parseOfx(source: string): StatementParseResult {
  const start = source.search(/<OFX>/i);
  if (start < 0) return { ok: false, error: { line: 1, message: 'This is not an OFX file: it has no <OFX> element.' } };
  const structure = ofxStructureError(source, start);
  if (structure) return { ok: false, error: structure };
  // The library splits on "<OFX>" as written: lower-case tags are made upper-case first.
  const body =
    source.slice(0, start) +
    source.slice(start).replace(/<(\/?)([A-Za-z0-9_.]+)>/g, (_m, s: string, n: string) => `<${s}${n.toUpperCase()}>`);
  let tree: Node;
  try {
    tree = parseSync(body).OFX as Node;
  } catch (e) {
    return { ok: false, error: { line: 1, message: `The OFX file cannot be read: ${e instanceof Error ? e.message : String(e)}.` } };
  }
  try {
    const lender = text(tree, 'SIGNONMSGSRSV1', 'SONRS', 'FI', 'ORG') || null;
    const accounts: StatementAccount[] = [];
    for (const set of MESSAGE_SETS) {
      const [msgs, trnrs, rs] = set;
      for (const wrapper of all(child(tree, msgs), trnrs)) {
        for (const stmt of all(wrapper, rs)) accounts.push(accountOf(source, stmt, set, lender));
      }
    }
    if (accounts.length === 0) {
      return { ok: false, error: { line: lineAt1(source, start), message: 'The OFX file holds no card, bank or loan statement.' } };
    }
    const count = accounts.reduce((n, a) => n + a.lines.length, 0);
    if (count > MAX_STATEMENT_LINES) {
      return {
        ok: false,
        error: { line: 1, message: `The file lists ${count} transactions: at most ${MAX_STATEMENT_LINES} are read at a time.` },
      };
    }
    return { ok: true, file: { accounts } };
  } catch (e) {
    if (e instanceof OfxError) return { ok: false, error: e.fileError };
    throw e;
  }
}

function lineAt1(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

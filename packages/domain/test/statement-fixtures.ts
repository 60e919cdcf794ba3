// The lenders' files the statement tests read (fixtures/statements beside this module), decoded as
// an upload is, and the column mapping of a CSV whose header names no column the parser knows. The
// parser's tests and the API's import tests read them from here, so both test the same files.
import { readFileSync } from 'node:fs';
import { decodeStatementBytes, type CsvStatementMapping } from '../src/statements/index.ts';

/** A fixture file's text, as the import decodes the bytes of an upload. */
export const statementFixture = (name: string): string =>
  decodeStatementBytes(readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url)));

/** The mapping of a CSV with the columns When, What and How much (charges negative). */
export const WHEN_WHAT_HOW_MUCH: CsvStatementMapping = {
  date: 'When',
  description: 'What',
  amount: 'How much',
  chargesPositive: false,
  debit: null,
  credit: null,
  type: null,
  account: null,
};

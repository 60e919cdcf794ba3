export * from './types.ts';
export { parseStatementAmount, parseOfxDate, parseCsvDate } from './amounts.ts';
export { decodeStatementBytes, stripBom } from './decode.ts';
export { parseOfx } from './ofx.ts';
export { detectCsvMapping, parseCsvStatement, type CsvStatementMapping } from './csv-statement.ts';
export { parseStatementFile } from './parse.ts';
export { classifyLine } from './classify.ts';
export * from './interest-check.ts';

import type { CsvStatementMapping } from './csv-statement.ts';
import { parseCsvStatement } from './csv-statement.ts';
import { stripBom } from './decode.ts';
import { parseOfx } from './ofx.ts';
import type { StatementParseResult } from './types.ts';

/** A statement file of either kind: OFX/QFX when it has an <OFX> element or an OFX header, else CSV. */
export function parseStatementFile(
  content: string,
  mapping?: CsvStatementMapping | null,
): StatementParseResult & { mapping?: CsvStatementMapping } {
  const text = stripBom(content);
  if (/<OFX>/i.test(text) || /^\s*(OFXHEADER|<\?xml)/i.test(text)) return parseOfx(text);
  return parseCsvStatement(text, mapping);
}

// RFC 4180 CSV: fields separated by commas, rows by CRLF or LF; a field in double quotes may hold
// commas, line breaks and doubled quotes. Spreadsheets write exactly this, and read it back.

/** Splits CSV text into rows of fields. A UTF-8 byte-order mark (Excel adds one) is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  // Blank lines (a trailing newline, a spreadsheet's empty rows) carry no data.
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

// Writing. Every CSV Paydown sends is written here, so one rule keeps spreadsheet formulas out of
// all of them (CSV injection). A spreadsheet runs a cell that begins with = + - @ (and, in some,
// tab or carriage return), and a reader may split a line on any separator it likes, not only our
// comma: then every character after a separator starts a cell of its own. So in text, each place a
// cell could start (the start of the text, or right after any character that is not a letter, a
// digit or an apostrophe) that is followed by apostrophes and then one of those characters gets
// one more apostrophe in front; reading it back removes exactly one there, so the text returns
// unchanged. Text is always quoted. Numbers, dates and true/false are written bare: they cannot
// start a formula (a negative number is a number), and a value that does not look like its kind
// is written as text, guarded like any other.

/** What a column holds: text is quoted and guarded; the others are written as they are. */
export type CsvKind = 'text' | 'number' | 'date' | 'boolean';
export type CsvValue = string | number | boolean | null | undefined;
/** A CSV's columns in order: name → kind. */
export type CsvColumns = Readonly<Record<string, CsvKind>>;

const GUARD_AT = /(?<![\p{L}\p{N}'])(?='*[=+\-@\t\r])/gu;
const GUARD_QUOTE = /(?<![\p{L}\p{N}'])'(?='*[=+\-@\t\r])/gu;

/** Text with a leading apostrophe wherever a cell a spreadsheet would run could begin (see above). */
export function guardCsvText(text: string): string {
  return text.replace(GUARD_AT, "'");
}

/** The inverse of guardCsvText: unguardCsvText(guardCsvText(t)) === t for every text t. */
export function unguardCsvText(text: string): string {
  return text.replace(GUARD_QUOTE, '');
}

const BARE: Record<Exclude<CsvKind, 'text'>, RegExp> = {
  number: /^-?\d+(\.\d+)?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  boolean: /^(true|false)$/,
};

/** One CSV cell: empty for null, bare for a number/date/boolean that is one, else quoted, guarded text. */
export function csvCell(value: CsvValue, kind: CsvKind): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (kind !== 'text' && BARE[kind].test(text)) return text;
  return `"${guardCsvText(text).replaceAll('"', '""')}"`;
}

/** One CSV line (no line end) of values in the columns' order. */
export function csvLine(columns: CsvColumns, values: readonly CsvValue[]): string {
  const kinds = Object.values(columns);
  return values.map((v, i) => csvCell(v, kinds[i] ?? 'text')).join(',');
}

/**
 * A CSV document (CRLF line ends, as RFC 4180 says): a header of the column names (fixed names of
 * letters, written as they are), then the rows, values in the columns' order.
 */
export function toCsv(columns: CsvColumns, rows: readonly (readonly CsvValue[])[]): string {
  return [Object.keys(columns).join(','), ...rows.map((r) => csvLine(columns, r))].join('\r\n') + '\r\n';
}

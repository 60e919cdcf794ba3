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

/**
 * One CSV field. Quoted when it holds a comma, quote or line break; a leading =, +, - or @ is
 * prefixed with ' so a spreadsheet opening the export never runs it as a formula (CSV injection),
 * except for plain numbers such as -12.50.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document (CRLF line ends, as RFC 4180 says) from a header and rows in the header's order. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

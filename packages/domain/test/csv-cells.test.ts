import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, guardCsvText, parseCsv, toCsv, unguardCsvText } from '../src/data/csv.ts';

// The CSV writer's formula guard: whatever separator a reader splits a line on, no cell it gets
// starts a formula, and reading the file back gives the text exactly.

const ATTACK = "x;=cmd|' /C calc'!A0;y";
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const ALPHABET = ['a', 'Z', 'é', '7', "'", '"', '=', '+', '-', '@', '\t', '\r', '\n', ';', ',', '|', ' ', ':', '.', '!', '(', '😀', '、'];
/** Every character of the alphabet a reader might split on: all but letters, digits and the apostrophe. */
const SEPARATORS = ALPHABET.filter((c) => !/^[\p{L}\p{N}']$/u.test(c));

/**
 * The cells that start a formula for a reader that ends rows at the file's line ends and splits
 * them on `separator`, ignoring quotes (leading quotes and spaces skipped, as a reader may).
 */
function liveCells(document: string, separator: string): string[] {
  return document
    .split('\r\n')
    .flatMap((line) => line.split(separator))
    .map((piece) => piece.replace(/^[" ]+/, ''))
    .filter((cell) => TRIGGERS.some((t) => cell.startsWith(t)) && !/^-?\d+(\.\d+)?(,|$)/.test(cell));
}

describe('CSV cells', () => {
  it('quotes every text cell and guards the attack string for every separator, numbers and dates stay bare', () => {
    const columns = { name: 'text', amount: 'number', day: 'date', paid: 'boolean' } as const;
    const document = toCsv(columns, [[ATTACK, '-12.50', '2026-12-01', false]]);
    expect(document).toBe(`name,amount,day,paid\r\n"x;'=cmd|' /C calc'!A0;y",-12.50,2026-12-01,false\r\n`);
    for (const separator of [',', ';', '\t', '|', ' ', ':', '.', '!', '"']) expect(liveCells(document, separator)).toEqual([]);
    expect(parseCsv(document)[1]?.map(unguardCsvText)).toEqual([ATTACK, '-12.50', '2026-12-01', 'false']);
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1 555 0100', `"'+1 555 0100"`],
    ['-x', `"'-x"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\r=x', `"'\r'=x"`],
    ["'=x", `"''=x"`],
    ['Visa - Chase', `"Visa '- Chase"`],
    ['e-mail, 50%', '"e-mail, 50%"'],
    ['say "=hi"', `"say ""'=hi"""`],
    ['', '""'],
  ])('writes the text %j as %j', (text, cell) => {
    expect(csvCell(text, 'text')).toBe(cell);
  });

  it('writes numbers, dates and booleans bare, and anything that is not one as guarded text', () => {
    expect([csvCell('-12.50', 'number'), csvCell(3, 'number'), csvCell('2026-01-31', 'date'), csvCell(true, 'boolean')]).toEqual([
      '-12.50',
      '3',
      '2026-01-31',
      'true',
    ]);
    expect([csvCell('-1+1', 'number'), csvCell('=1', 'date'), csvCell('@x', 'boolean'), csvCell(null, 'text')]).toEqual([
      `"'-1+1"`,
      `"'=1"`,
      `"'@x"`,
      '',
    ]);
  });

  it('for any text: no separator a reader might choose exposes a formula, and reading back is exact', () => {
    const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }), (texts) => {
        const columns = Object.fromEntries(texts.map((_, i) => [`c${i}`, 'text' as const]));
        const document = toCsv(columns, [texts]);
        for (const separator of SEPARATORS) expect(liveCells(document, separator)).toEqual([]);
        // (A row of blank cells only is skipped by the reader, as a spreadsheet's empty rows are.)
        if (parseCsv(document).length > 1) expect(parseCsv(document)[1]?.map(unguardCsvText)).toEqual(texts);
        for (const t of texts) expect(unguardCsvText(guardCsvText(t))).toBe(t);
      }),
      { numRuns: 500 },
    );
  });
});

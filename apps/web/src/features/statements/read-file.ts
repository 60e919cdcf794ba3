import { decodeStatementBytes, MAX_STATEMENT_CHARS } from '@paydown/domain/statements';

/** A statement file's text: its bytes decoded as UTF-8, else Windows-1252 (many OFX files), without a byte-order mark. */
export async function readStatementFile(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_STATEMENT_CHARS * 2)
    return { error: `The file is too large. Import at most ${MAX_STATEMENT_CHARS / 1024} KB at a time.` };
  const text = decodeStatementBytes(new Uint8Array(await file.arrayBuffer()));
  if (text.length > MAX_STATEMENT_CHARS)
    return { error: `The file is too large. Import at most ${MAX_STATEMENT_CHARS / 1024} KB at a time.` };
  return { text };
}

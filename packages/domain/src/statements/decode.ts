// A statement file's bytes as text. Lenders still send Windows-1252 (an OFX 1.x header says
// CHARSET:1252; CSV exports say nothing), and Excel puts a byte-order mark before UTF-8. Bytes that
// are valid UTF-8 are read as UTF-8; anything else as Windows-1252, which maps every byte, so no
// file is refused for its encoding. The mark is dropped either way.

/** The text of a statement file's bytes (UTF-8, else Windows-1252), without a byte-order mark. */
export function decodeStatementBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return stripBom(text);
}

/** Text without a leading byte-order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

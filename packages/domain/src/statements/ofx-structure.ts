import type { StatementFileError } from './types.ts';

// The one thing the OFX library does not say: where a malformed file goes wrong. Before it reads
// the file, this walks its tags once with a stack and names the first line that breaks the nesting
// (a closing tag that closes nothing open, an aggregate never closed). OFX 1.x leaves leaf elements
// open (<TRNAMT>-45.00 then the next tag): a tag followed by text is a leaf and is not stacked.

const TAG_RE = /<(\/?)([A-Za-z0-9_.]+)\s*>/g;

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The first line of `text` that contains `needle` (1 when it is not found). */
export function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 1 : lineAt(text, at);
}

/** The first nesting error of the OFX body starting at `start`, or null when every aggregate closes. */
export function ofxStructureError(text: string, start: number): StatementFileError | null {
  const open: { name: string; at: number }[] = [];
  TAG_RE.lastIndex = start;
  for (let m = TAG_RE.exec(text); m; m = TAG_RE.exec(text)) {
    const [whole, slash, rawName] = m;
    const name = (rawName ?? '').toUpperCase();
    const after = TAG_RE.lastIndex;
    if (slash) {
      const top = open.at(-1);
      if (top?.name === name) {
        open.pop();
        continue;
      }
      const deeper = open.findIndex((o) => o.name === name);
      if (deeper < 0 || !top) {
        return { line: lineAt(text, m.index), message: `</${name}> closes nothing that is open.` };
      }
      return { line: lineAt(text, top.at), message: `<${top.name}> is not closed before </${name}>.` };
    }
    const next = text.indexOf('<', after);
    const content = text.slice(after, next < 0 ? text.length : next);
    if (content.trim() !== '') {
      // A leaf with its value; XML closes it right after, SGML does not.
      const close = `</${name}>`;
      if (text.slice(next, next + close.length).toUpperCase() === close) TAG_RE.lastIndex = next + close.length;
      continue;
    }
    if (whole.length > 0) open.push({ name, at: m.index });
  }
  const unclosed = open.at(-1);
  return unclosed ? { line: lineAt(text, unclosed.at), message: `<${unclosed.name}> is never closed.` } : null;
}

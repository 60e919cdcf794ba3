import type { Writable } from 'node:stream';

/**
 * Readable log lines for development: `12:04:31 INFO  message key=value`, an error's stack under
 * it, and a `link` field (an email's confirmation link when no mail provider is set) on a line of
 * its own, so a newcomer can click it, with the same step as an API call (`apiCall`) under it. Production keeps pino's JSON lines (one object per line,
 * for log collectors). A small formatter rather than pino-pretty: no worker thread, no dependency.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 10: '90', 20: '90', 30: '32', 40: '33', 50: '31', 60: '35' };
// pino's own fields, shown in their own way or not at all.
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'link', 'apiCall', 'err', 'v']);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  link?: string;
  apiCall?: string;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

function value(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** One JSON log line as readable text (exported for its test). */
export function formatLogLine(line: string, { colour }: { colour: boolean }): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const paint = (code: string, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  const level = record.level ?? 30;
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const extras = Object.entries(record)
    .filter(([key]) => !SKIP.has(key))
    .map(([key, v]) => `${key}=${value(v)}`);
  let out = `${paint('90', time)} ${paint(COLOURS[level] ?? '0', LEVELS[level] ?? String(level))} ${record.msg ?? ''}`;
  if (extras.length > 0) out += ` ${paint('90', extras.join(' '))}`;
  out += '\n';
  if (record.link) {
    out += `\n    ${paint('36;4', record.link)}\n`;
    // The link opens a web page; an API client (curl, a script) makes this call instead.
    if (record.apiCall) out += `    API: ${paint('36', record.apiCall)}\n`;
    out += '\n';
  }
  if (record.err?.stack) out += `${paint('90', record.err.stack)}\n`;
  else if (record.err?.message) out += `${paint('90', record.err.message)}\n`;
  return out;
}

/** A destination for pino that writes readable lines to `out` (stdout by default). */
export function devLogStream(out: Pick<Writable, 'write'> & { isTTY?: boolean } = process.stdout) {
  const colour = out.isTTY === true;
  return {
    write(chunk: string) {
      out.write(formatLogLine(chunk, { colour }));
    },
  };
}

import { describe, expect, it } from 'vitest';
import { formatLogLine } from '../src/http/dev-log.ts';

/** Newcomer friction: in development the log is readable and an email's link stands alone. */
describe('development log lines', () => {
  it('prints the time, the level and the message, with extra fields after it', () => {
    const line = JSON.stringify({ level: 40, time: Date.UTC(2026, 10, 23, 9, 5, 7), pid: 1, hostname: 'h', msg: 'slow', ms: 812 });
    const out = formatLogLine(line, { colour: false });
    expect(out).toMatch(/^\d\d:\d\d:\d\d WARN {2}slow ms=812\n$/);
    expect(out).not.toContain('hostname');
  });

  it("puts an email's link on a line of its own", () => {
    const link = 'http://localhost:3000/confirm-email?token=abc_123';
    const line = JSON.stringify({ level: 30, time: Date.now(), msg: '[mail] Confirm your email -> pat@example.com', link });
    const lines = formatLogLine(line, { colour: false }).split('\n');
    expect(lines[0]).toMatch(/INFO {2}\[mail\] Confirm your email -> pat@example.com$/);
    expect(lines.map((l) => l.trim())).toContain(link);
  });

  it("prints the API call that does an email's step under its link", () => {
    const link = 'http://localhost:3000/confirm-email?token=abc_123';
    const apiCall = "curl 'http://localhost:3000/api/auth/confirm-email?token=abc_123'";
    const line = JSON.stringify({ level: 30, time: Date.now(), msg: '[mail] Confirm your email -> pat@example.com', link, apiCall });
    const lines = formatLogLine(line, { colour: false })
      .split('\n')
      .map((l) => l.trim());
    expect(lines).toContain(link);
    expect(lines).toContain(`API: ${apiCall}`);
    expect(lines[0]).not.toContain('apiCall=');
  });

  it('shows an error with its stack, and passes through what is not JSON', () => {
    const line = JSON.stringify({
      level: 50,
      time: Date.now(),
      msg: 'request failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(formatLogLine(line, { colour: false })).toContain('Error: boom\n    at x');
    expect(formatLogLine('plain text', { colour: false })).toBe('plain text\n');
  });
});

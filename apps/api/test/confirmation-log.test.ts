// Without a mail provider the server log is where a newcomer finds the confirmation link. The link
// opens a web page; an API client needs the API call, which the log line carries too.
import { buildServer } from '../src/server.ts';
import { describe, expect, it } from 'vitest';
import { newSignup, TestClient, useTestApp } from './helpers.ts';

const app = useTestApp();

describe('the logged confirmation email', () => {
  it('carries an API call that confirms the address without a browser or a cookie', async () => {
    const lines: Record<string, unknown>[] = [];
    const server = await buildServer(
      { ...app.config, logLevel: 'info' },
      { database: app.database, logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    try {
      const signup = newSignup();
      expect((await new TestClient(server).post('/api/auth/signup', signup)).status).toBe(200);
      const record = lines.find((l) => typeof l.msg === 'string' && l.msg.includes(signup.email));
      expect(record?.link).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=/);
      const apiCall = String(record?.apiCall);
      const match = /^curl '(http:\/\/localhost:3000)(\/api\/auth\/confirm-email\?token=[A-Za-z0-9_%-]+)'$/.exec(apiCall);
      expect(match, apiCall).not.toBeNull();
      // What the curl line does: a GET with no cookie.
      const res = await new TestClient(server).get(match![2]!);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ message: 'Email confirmed successfully! Your 30-day free trial has started.' });
    } finally {
      await server.close();
    }
  });
});

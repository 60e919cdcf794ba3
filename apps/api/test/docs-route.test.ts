import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const app = useTestApp();

describe('the API reference page', () => {
  it('is reached with a trailing slash too', async () => {
    const res = await app.client().get('/api/docs/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/api/docs');
    const page = await app.client().get(String(res.headers.location));
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
  });
});

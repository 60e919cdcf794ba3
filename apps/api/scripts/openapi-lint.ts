/**
 * Lints the OpenAPI document the server serves at /api/openapi.json with Redocly's recommended
 * rules (CI: a step of `npm test`). Any error fails; warnings are printed and accepted (docs/api.md
 * lists the ones that remain and why). Runs offline from node_modules.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/http/openapi-document.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'paydown-openapi-'));
const file = join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(buildOpenApiDocument({ appUrl: 'http://localhost:3000', sessionCookieName: 'paydown.sid' })));
  const redocly = join(here, '..', 'node_modules', '.bin', process.platform === 'win32' ? 'redocly.cmd' : 'redocly');
  const result = spawnSync(redocly, ['lint', file, '--extends=recommended', '--format=stylish'], {
    stdio: 'inherit',
    // Offline in CI: no usage telemetry, no update check. The child's environment, not a setting.
    // eslint-disable-next-line no-restricted-properties
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// `npm start` runs the API bundle (build.mjs): the workspace packages are compiled into it, but
// the npm packages they import stay external and load from apps/api's own node_modules. A runtime
// dependency of packages/domain or packages/db that apps/api does not list is therefore missing at
// start-up ("Cannot find package"), though every test, which runs the sources, passes.

interface Manifest {
  dependencies?: Record<string, string>;
}
const manifest = (path: string): Manifest => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Manifest;

describe('the API bundle can load every npm package the workspace packages import', () => {
  it('lists each runtime dependency of packages/domain and packages/db in apps/api', () => {
    const api = manifest('../package.json').dependencies ?? {};
    const missing = ['../../../packages/domain/package.json', '../../../packages/db/package.json'].flatMap((path) =>
      Object.keys(manifest(path).dependencies ?? {}).filter((name) => !name.startsWith('@paydown/') && !(name in api)),
    );
    expect(missing).toEqual([]);
  });
});

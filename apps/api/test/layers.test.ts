import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The rules that keep apps/api/src depending in one direction (eslint-layers.mjs), run through the
// repository's own ESLint config on modules that break the direction, and on one that keeps it.

const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: `${root}eslint.config.js`,
    // Only the rules about imports: the type-aware rules need a real program, and these snippets
    // are not files on disk.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/') || ruleId === 'no-restricted-imports',
  });
});

/** The rule and message of each problem ESLint finds in `code` as if it were the file at `path`. */
async function problems(path: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/${path}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('the layers of apps/api/src', () => {
  it('lets a feature use the layers below it and a lower tier feature through its public file', async () => {
    const code = [
      "import { debtOut } from '../debts/index.ts';",
      "import { listIncome } from '../income/index.ts';",
      "import { authedProcedure } from '../../kernel/trpc.ts';",
      "import { loadLedger } from '../../ledger/index.ts';",
      "import { withAccountLock } from '../../adapters/account-lock/with-account-lock.ts';",
      "import { AppError } from '../../errors.ts';",
      "import { listPayments } from './queries.ts';",
      'export const used = [debtOut, listIncome, authedProcedure, loadLedger, withAccountLock, AppError, listPayments];',
    ].join('\n');
    expect(await problems('features/payments/service.ts', code)).toEqual([]);
  });

  it('refuses a feature importing a feature above it or beside it', async () => {
    const above = await problems('features/debts/service.ts', "export { paymentsRouter } from '../payments/index.ts';");
    expect(above).toEqual([expect.objectContaining({ rule: 'boundaries/dependencies' })]);
    const beside = await problems('features/auth/service.ts', "export { listIncome } from '../income/index.ts';");
    expect(beside).toEqual([expect.objectContaining({ rule: 'boundaries/dependencies' })]);
  });

  it("refuses another feature's own modules: only its public file", async () => {
    const found = await problems('features/payments/service.ts', "export { withLockedDebt } from '../debts/balance.ts';");
    expect(found).toEqual([{ rule: 'boundaries/dependencies', message: expect.stringContaining('features/<name>/index.ts') }]);
  });

  it('refuses a low layer importing a higher one', async () => {
    const kernel = await problems('kernel/trpc.ts', "export { registerRestApi } from '../http/openapi.ts';");
    expect(kernel).toEqual([expect.objectContaining({ rule: 'boundaries/dependencies' })]);
    const ledger = await problems('ledger/queries.ts', "export { listIncome } from '../features/income/index.ts';");
    expect(ledger).toEqual([expect.objectContaining({ rule: 'boundaries/dependencies' })]);
    const adapter = await problems('adapters/mail/mailer.ts', "export type { Deps } from '../../kernel/deps.ts';");
    expect(adapter).toEqual([expect.objectContaining({ rule: 'boundaries/dependencies' })]);
  });

  it('refuses a queries module importing anything of ours but the ledger, or money math from packages/domain', async () => {
    const service = await problems('features/debts/queries.ts', "export { debtOut } from './service.ts';");
    expect(service).toEqual([{ rule: 'boundaries/dependencies', message: expect.stringContaining('queries module') }]);
    const math = await problems(
      'features/debts/queries.ts',
      "import { parseMoney, type IsoDate } from '@paydown/domain';\nexport const f = (d: IsoDate) => parseMoney(d);",
    );
    expect(math).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
    const types = await problems(
      'features/debts/queries.ts',
      "import type { IsoDate } from '@paydown/domain';\nexport const f = (d: IsoDate) => d;",
    );
    expect(types).toEqual([]);
  });

  it('refuses a module in a folder no layer holds', async () => {
    const found = await problems('helpers/dates.ts', 'export const x = 1;');
    expect(found).toEqual([expect.objectContaining({ rule: 'boundaries/no-unknown-files' })]);
  });
});

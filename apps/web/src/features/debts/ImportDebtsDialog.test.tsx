import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';

const csv = 'debtName,balance,interestRate,minPayment,dueDate\nVisa,100,5,10,2026-12-01\nBad,x,5,10,2026-12-01\n';

const row = (line: number, valid: boolean, debtName: string, error: string | null = null) => ({
  line,
  valid,
  debtName,
  balance: valid ? '100.00' : null,
  interestRate: valid ? '5.00' : null,
  minPayment: valid ? '10.00' : null,
  dueDate: valid ? '2026-12-01' : null,
  isPaid: false,
  error,
  field: error ? 'balance' : null,
});

function renderDebts(api: Handlers) {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    api: { 'debts.list': () => ok([makeDebt()]), 'debts.paid': () => ok([]), 'payments.planned': () => ok([]), ...api },
  });
}

async function pickFile(user: ReturnType<typeof renderDebts>['user'], text: string) {
  await user.click(await screen.findByRole('button', { name: 'Import from CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import from CSV' });
  expect(within(dialog).getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', '/api/import/debts/template.csv');
  const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([text], 'debts.csv', { type: 'text/csv' }));
  return dialog;
}

describe('Import from CSV', () => {
  it('previews each row, blocks the import while any row is invalid', async () => {
    const { user, api } = renderDebts({
      'data.importDebts': () =>
        ok({
          dryRun: true,
          validCount: 1,
          invalidCount: 1,
          imported: 0,
          rows: [row(2, true, 'Visa'), row(3, false, 'Bad', 'Balance must be an amount, e.g. 1234.50')],
        }),
    });
    const dialog = await pickFile(user, csv);
    const table = await within(dialog).findByRole('table', { name: 'Import preview' });
    // Its scrolling area takes keyboard focus, so a keyboard can scroll rows past the edge into view.
    expect(within(dialog).getByLabelText('Import preview rows')).toHaveAttribute('tabindex', '0');
    expect(within(table).getByText('Valid')).toBeInTheDocument();
    expect(within(table).getByText('Balance must be an amount, e.g. 1234.50')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 of 2 rows have errors/)).toBeInTheDocument();
    // Each row's verdict right after its line number: on a 390 px phone the table scrolls sideways,
    // and the last columns were off screen.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Line', 'Status', 'Debt', 'Balance', 'Due']);
    expect(within(dialog).getByRole('button', { name: 'Import 1 debt' })).toBeDisabled();
    expect(api.callsTo('data.importDebts')[0]?.input).toEqual({ csv, dryRun: true });
  });

  it('imports every row with one call and closes', async () => {
    const { user, api } = renderDebts({
      'data.importDebts': (input) =>
        (input as { dryRun: boolean }).dryRun
          ? ok({ dryRun: true, validCount: 2, invalidCount: 0, imported: 0, rows: [row(2, true, 'Visa'), row(3, true, 'Car')] })
          : ok({ dryRun: false, validCount: 2, invalidCount: 0, imported: 2, rows: [] }),
    });
    const dialog = await pickFile(user, csv);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 debts' }));
    expect(await screen.findByText('Imported 2 debts')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('data.importDebts').map((c) => (c.input as { dryRun: boolean }).dryRun)).toEqual([true, false]);
  });

  it('speaks of one debt in the singular and writes its balance as the app does (the export of a one-debt account)', async () => {
    const { user } = renderDebts({
      'data.importDebts': () =>
        ok({ dryRun: true, validCount: 1, invalidCount: 0, imported: 0, rows: [{ ...row(2, true, 'Visa'), balance: '2450.75' }] }),
    });
    const dialog = await pickFile(user, csv);
    // Written as everywhere else in the app (the debt card shows $2,450.75), not "$2450.75".
    expect(within(await within(dialog).findByRole('table', { name: 'Import preview' })).getByText('$2,450.75')).toBeInTheDocument();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^1 debt is ready to import\.$/);
    expect(within(dialog).getByRole('button', { name: 'Import 1 debt' })).toBeEnabled();
  });

  it("shows the server's reason for a file it cannot read", async () => {
    const { user } = renderDebts({
      'data.importDebts': () => fail('BAD_REQUEST', 'Unknown column "color". Columns: debtName, ...', { csv: 'Unknown column "color".' }),
    });
    const dialog = await pickFile(user, 'color\nred\n');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown column "color"');
    expect(within(dialog).getByRole('button', { name: 'Import 0 debts' })).toBeDisabled();
  });

  it('says at the preview when the file would pass the cap on active debts, and offers no import', async () => {
    const cap =
      'Nothing was imported: the file has 11 active debts and you already track 190; you can track at most 200 active debts. ' +
      'Mark some paid, delete some or import fewer rows.';
    const { user, api } = renderDebts({ 'data.importDebts': () => fail('BAD_REQUEST', cap) });
    const dialog = await pickFile(user, csv);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(cap);
    expect(within(dialog).getByRole('button', { name: 'Import 0 debts' })).toBeDisabled();
    expect(api.callsTo('data.importDebts')).toHaveLength(1);
  });
});

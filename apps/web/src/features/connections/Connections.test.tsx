import { screen, waitFor, within } from '@testing-library/react';
import type { BankConnection } from '@paydown/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../test/fake-api.ts';
import { makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from '../debts/DebtsPage.tsx';

// Bank connections on the Debts screen: shown only when the server has Plaid configured; Plaid
// Link (Plaid's own script, a network peer) is faked as the browser would have it loaded.

const PLAID_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

const connection = (over: Partial<BankConnection> = {}): BankConnection => ({
  id: 7,
  institution: 'Chase',
  status: 'ok',
  lastSyncAt: '2026-11-27T10:00:00.000Z',
  accounts: [
    {
      id: 1,
      name: 'Freedom Unlimited',
      mask: '•••• 3333',
      type: 'credit',
      subtype: 'credit card',
      debtId: 1,
      debtName: 'Chase Credit Card',
      proposal: null,
    },
    {
      id: 2,
      name: 'Student Loan',
      mask: '•••• 4444',
      type: 'loan',
      subtype: 'student',
      debtId: null,
      debtName: null,
      proposal: {
        debtName: 'Chase Student Loan …4444',
        debtType: 'student_loan',
        balance: '12000.50',
        interestRate: '5.50',
        minPayment: '130.25',
        dueDate: '2027-01-08',
        statementDate: null,
        balances: null,
      },
    },
    { id: 3, name: 'Checking', mask: '•••• 0000', type: 'depository', subtype: 'checking', debtId: null, debtName: null, proposal: null },
  ],
  ...over,
});

const syncResult = (c: BankConnection) => ({ connection: c, paymentsLogged: 2, statementsStored: 1, debtsUpdated: 1 });

function renderDebts(api: Handlers) {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    api: {
      'debts.list': () => ok([makeDebt()]),
      'debts.paid': () => ok([]),
      'payments.planned': () => ok([]),
      'connections.config': () => ok({ configured: true }),
      'connections.list': () => ok([connection()]),
      ...api,
    },
  });
}

/** Plaid Link as its script leaves it in a page: `Plaid.create` returns a handler whose open() ends in onSuccess. */
function fakePlaidLink(publicToken: string) {
  const script = document.createElement('script');
  // Marked as data, so the page never fetches it: the hook finds it "loaded" and uses window.Plaid.
  script.type = 'text/plain';
  script.src = PLAID_SCRIPT;
  document.head.append(script);
  const opened: string[] = [];
  (window as unknown as { Plaid: unknown }).Plaid = {
    create: (options: { token: string; onSuccess: (token: string, metadata: unknown) => void; onLoad?: () => void }) => {
      setTimeout(() => options.onLoad?.(), 0);
      return {
        open: () => {
          opened.push(options.token);
          options.onSuccess(publicToken, { accounts: [] });
        },
        exit: () => {},
        destroy: () => {},
        submit: () => {},
      };
    },
  };
  return opened;
}

afterEach(() => {
  document.head.querySelector(`script[src="${PLAID_SCRIPT}"]`)?.remove();
  delete (window as unknown as { Plaid?: unknown }).Plaid;
});

describe('Connected accounts', () => {
  it('are not shown when the server has no bank connections configured', async () => {
    const { api } = renderDebts({ 'connections.config': () => ok({ configured: false }) });
    await screen.findByRole('article', { name: 'Chase Credit Card' });
    expect(screen.queryByRole('button', { name: 'Connect an account' })).toBeNull();
    expect(api.callsTo('connections.list')).toHaveLength(0);
  });

  it('list each connection with its masked accounts, last sync and status; a liability not linked yet is added as a debt', async () => {
    const { user, api } = renderDebts({ 'connections.link': () => ok(connection()) });
    const chase = await screen.findByRole('article', { name: 'Chase' });
    expect(within(chase).getByText('Connected')).toBeInTheDocument();
    expect(within(chase).getByText(/Last sync: Nov 27, 2026/)).toBeInTheDocument();
    expect(within(chase).getByRole('group', { name: 'Freedom Unlimited •••• 3333' })).toHaveTextContent('Updates Chase Credit Card');
    expect(within(chase).getByRole('group', { name: 'Checking •••• 0000' })).toHaveTextContent('Not a debt');
    const student = within(chase).getByRole('group', { name: 'Student Loan •••• 4444' });
    expect(student).toHaveTextContent('$12,000.50 at 5.50 %');
    await user.click(within(student).getByRole('button', { name: 'Add as a debt' }));
    await waitFor(() => expect(api.callsTo('connections.link')[0]?.input).toEqual({ id: 7, accountId: 2, debtId: null }));
  });

  it('"Sync now" syncs the connection', async () => {
    const { user, api } = renderDebts({ 'connections.sync': () => ok(syncResult(connection())) });
    const chase = await screen.findByRole('article', { name: 'Chase' });
    await user.click(within(chase).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(api.callsTo('connections.sync')[0]?.input).toEqual({ id: 7 }));
    expect(await screen.findByText('Synced: 2 payments logged')).toBeInTheDocument();
  });

  it('"Connect an account" opens Plaid Link with a new token and exchanges what it returns', async () => {
    const opened = fakePlaidLink('public-sandbox-abc');
    const { user, api } = renderDebts({
      'connections.linkToken': () => ok({ linkToken: 'link-sandbox-1', expiration: '2026-11-28T12:00:00Z' }),
      'connections.create': () => ok(connection()),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect an account' }));
    await waitFor(() => expect(api.callsTo('connections.create')[0]?.input).toEqual({ publicToken: 'public-sandbox-abc' }));
    expect(opened).toEqual(['link-sandbox-1']);
    expect(api.callsTo('connections.linkToken')[0]?.input).toEqual({});
  });

  it('a login the bank wants renewed shows "Sign in again": Link opens in update mode for it, then it syncs', async () => {
    fakePlaidLink('public-sandbox-renewed');
    const { user, api } = renderDebts({
      'connections.list': () => ok([connection({ status: 'login_required' })]),
      'connections.linkToken': () => ok({ linkToken: 'link-sandbox-update', expiration: '2026-11-28T12:00:00Z' }),
      'connections.sync': () => ok(syncResult(connection())),
    });
    const chase = await screen.findByRole('article', { name: 'Chase' });
    expect(within(chase).getByText('Sign-in needed')).toBeInTheDocument();
    expect(within(chase).queryByRole('button', { name: 'Sync now' })).toBeNull();
    await user.click(within(chase).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(api.callsTo('connections.sync')[0]?.input).toEqual({ id: 7 }));
    expect(api.callsTo('connections.linkToken')[0]?.input).toEqual({ connectionId: 7 });
    expect(api.callsTo('connections.create')).toHaveLength(0);
  });

  it('"Disconnect" asks first, then removes the connection', async () => {
    const { user, api } = renderDebts({ 'connections.remove': () => ok({ message: 'Connection removed' }) });
    const chase = await screen.findByRole('article', { name: 'Chase' });
    await user.click(within(chase).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect' });
    expect(dialog).toHaveTextContent('the debts, payments and statements it brought stay');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.callsTo('connections.remove')[0]?.input).toEqual({ id: 7 }));
  });
});

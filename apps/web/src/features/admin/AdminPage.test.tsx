import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { fail, networkError, ok, type Handlers, type OutputOf, type TrpcResult } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { adminStatusBadge, filterUsers, userStats } from './admin-users.ts';
import { adminApi, makeAdminUser, USERS } from './test-fixtures.ts';

function renderAdmin(more: Handlers = {}) {
  return renderApp(<AppRoutes />, { route: '/admin', api: adminApi(more) });
}

async function table() {
  return screen.findByRole('table', { name: 'User Management' });
}

/** The table row of a user, found by the username shown in it. */
function rowOf(username: string): HTMLElement {
  const row = screen.getAllByRole('row').find((r) => within(r).queryByText(username, { exact: true, selector: 'p' }) !== null);
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}

/** The cell of a row under a column heading. */
function cell(row: HTMLElement, column: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  const index = headers.indexOf(column);
  const td = within(row).getAllByRole('cell')[index];
  if (!td) throw new Error(`no ${column} cell`);
  return td;
}

const statValue = (label: string) => within(screen.getByRole('group', { name: label })).getByText(/^\d+$/).textContent;

describe('Admin dashboard', () => {
  it('shows the four stat cards computed from the list', async () => {
    renderAdmin();
    await table();
    expect(statValue('Total Users')).toBe('8');
    expect(statValue('Lifetime Access')).toBe('1');
    // The lifetime user's status is 'trial', but the table shows them as Lifetime: counted there only.
    expect(statValue('Active Trials')).toBe('1');
    expect(statValue('Active Subscriptions')).toBe('2');
  });

  it('shows every column: user and id, email, status, trial end, confirmed, lifetime toggle, joined', async () => {
    renderAdmin();
    await table();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'User',
      'Email',
      'Status',
      'Trial Ends',
      'Confirmed',
      'Lifetime Access',
      'Joined',
    ]);
    const tina = rowOf('TrialTina');
    expect(cell(tina, 'User')).toHaveTextContent('ID: 2');
    expect(cell(tina, 'Email')).toHaveTextContent('tina@example.com');
    expect(cell(tina, 'Status')).toHaveTextContent('Trial');
    expect(cell(tina, 'Trial Ends')).toHaveTextContent('Dec 22, 2026');
    expect(cell(tina, 'Confirmed')).toHaveTextContent('Yes');
    const toggle = within(tina).getByRole('switch', { name: 'Lifetime access for TrialTina' });
    expect(toggle).not.toBeChecked();
    expect(cell(tina, 'Lifetime Access')).toHaveTextContent('Disabled');
    expect(cell(tina, 'Joined')).toHaveTextContent('Nov 22, 2026');
    expect(within(rowOf('rootadmin')).getByText('Admin')).toBeInTheDocument();
  });

  it("shows 'N/A' for a missing email and missing dates", async () => {
    renderAdmin();
    await table();
    const newbie = rowOf('newbie');
    expect(cell(newbie, 'Email')).toHaveTextContent('N/A');
    expect(cell(newbie, 'Trial Ends')).toHaveTextContent('N/A');
    expect(cell(newbie, 'Confirmed')).toHaveTextContent('No');
    expect(cell(rowOf('payingpat'), 'Trial Ends')).toHaveTextContent('N/A');
  });

  it("shows the status badges, with 'Lifetime' overriding the status and 'Pending Email'", async () => {
    renderAdmin();
    await table();
    const badgeOf = (username: string) => cell(rowOf(username), 'Status').textContent;
    expect(badgeOf('payingpat')).toBe('Active');
    expect(badgeOf('TrialTina')).toBe('Trial');
    expect(badgeOf('lapsed')).toBe('Expired');
    expect(badgeOf('gone')).toBe('Cancelled');
    expect(badgeOf('newbie')).toBe('Pending Email');
    expect(badgeOf('oddball')).toBe('past_due');
    expect(badgeOf('lifelong')).toBe('Lifetime');
    expect(within(rowOf('lifelong')).getByRole('switch')).toBeChecked();
    expect(cell(rowOf('lifelong'), 'Lifetime Access')).toHaveTextContent('Enabled');

    const colourOf = (username: string) =>
      cell(rowOf(username), 'Status').querySelector('.mantine-Badge-root')?.getAttribute('style') ?? '';
    expect(colourOf('payingpat')).toContain('green');
    expect(colourOf('TrialTina')).toContain('blue');
    expect(colourOf('lapsed')).toContain('red');
    expect(colourOf('gone')).toContain('gray');
  });

  it('filters by a case-insensitive substring of username or email; the stats stay whole', async () => {
    const { user } = renderAdmin();
    await table();
    const search = screen.getByPlaceholderText('Search by username or email...');
    expect(search).toHaveAccessibleName('Search users');

    await user.type(search, 'EXAMPLE.ORG');
    expect(screen.getAllByRole('row')).toHaveLength(2); // header + payingpat
    expect(rowOf('payingpat')).toBeInTheDocument();
    expect(screen.getByText('1 of 8 users match')).toBeInTheDocument();
    expect(statValue('Total Users')).toBe('8');

    await user.clear(search);
    await user.type(search, 'tina');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(rowOf('TrialTina')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody-here');
    expect(screen.getByText('No users found matching your search.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('row')).toHaveLength(USERS.length + 1);
  });

  it("says 'No users found.' for an empty list", async () => {
    renderAdmin({ 'admin.users': () => ok([]) });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(statValue('Total Users')).toBe('0');
  });

  it('shows an access-denied state to a non-admin (403), not a crash', async () => {
    renderApp(<AppRoutes />, {
      route: '/admin',
      api: {
        'auth.me': () => ok({ user: makeUser() }),
        'account.verificationStatus': () => ok(verificationStatus()),
        'admin.users': () => fail('FORBIDDEN', 'Administrators only.'),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Users' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list fails for another reason', async () => {
    const { user, api } = renderAdmin({ 'admin.users': () => networkError() });
    expect(await screen.findByText('Users could not be loaded')).toBeInTheDocument();
    api.on({ 'admin.users': () => ok(USERS) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });
});

describe('Admin lifetime-access toggle', () => {
  it("grants access: 'Success' toast with the server's message, then the list is read again", async () => {
    let answer: (result: TrpcResult<OutputOf<'admin.setLifetimeAccess'>>) => void = () => {};
    const { user, api } = renderAdmin({
      'admin.setLifetimeAccess': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await table();
    const toggle = within(rowOf('TrialTina')).getByRole('switch', { name: 'Lifetime access for TrialTina' });
    await user.click(toggle);
    // While saving: the new value shows and the switch cannot be flipped again.
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(api.callsTo('admin.setLifetimeAccess').map((c) => c.input)).toEqual([{ userId: 2, hasAccess: true }]);

    api.on({
      'admin.users': () => ok(USERS.map((u) => (u.id === 2 ? { ...u, hasLifetimeAccess: true } : u))),
    });
    answer(ok({ message: 'Lifetime access granted to TrialTina' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Lifetime access granted to TrialTina')).toBeInTheDocument();
    await waitFor(() => expect(cell(rowOf('TrialTina'), 'Status')).toHaveTextContent('Lifetime'));
    expect(api.callsTo('admin.users')).toHaveLength(2);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(statValue('Lifetime Access')).toBe('2');
  });

  it('removes access: sends hasAccess false', async () => {
    const { user, api } = renderAdmin({
      'admin.setLifetimeAccess': () => ok({ message: 'Lifetime access removed from lifelong' }),
    });
    await table();
    await user.click(within(rowOf('lifelong')).getByRole('switch'));
    expect(await screen.findByText('Lifetime access removed from lifelong')).toBeInTheDocument();
    expect(api.callsTo('admin.setLifetimeAccess')[0]?.input).toEqual({ userId: 4, hasAccess: false });
  });

  it("shows 'Error' with the server's message and puts the switch back", async () => {
    const { user } = renderAdmin({ 'admin.setLifetimeAccess': () => fail('NOT_FOUND', 'User not found') });
    await table();
    const toggle = within(rowOf('TrialTina')).getByRole('switch');
    await user.click(toggle);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
  });

  it("falls back to 'Failed to update user access' without a server message", async () => {
    const { user } = renderAdmin({ 'admin.setLifetimeAccess': () => networkError() });
    await table();
    await user.click(within(rowOf('TrialTina')).getByRole('switch'));
    expect(await screen.findByText('Failed to update user access')).toBeInTheDocument();
  });
});

describe('admin helpers', () => {
  it('maps statuses to badges', () => {
    expect(adminStatusBadge('expired', true).label).toBe('Lifetime');
    expect(adminStatusBadge('pending_confirmation', false).label).toBe('Pending Email');
    expect(adminStatusBadge('weird', false).label).toBe('weird');
  });

  it('counts and filters', () => {
    const users = [
      makeAdminUser({ id: 1, username: 'Ann', email: 'ANN@x.io', subscriptionStatus: 'active', hasLifetimeAccess: true }),
      makeAdminUser({ id: 2, username: 'bob', email: null, subscriptionStatus: 'trial' }),
    ];
    expect(userStats(users)).toEqual({ total: 2, lifetime: 1, activeTrials: 1, activeSubscriptions: 0 });
    expect(filterUsers(users, '  ann@X ').map((u) => u.id)).toEqual([1]);
    expect(filterUsers(users, 'BO').map((u) => u.id)).toEqual([2]);
    expect(filterUsers(users, '')).toHaveLength(2);
  });
});

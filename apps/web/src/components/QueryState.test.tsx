import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, networkError, ok, serverPage, type Handlers } from '../test/fake-api.ts';
import { renderApp } from '../test/render.tsx';
import { trpc } from '../lib/trpc.ts';
import { QueryState } from './QueryState.tsx';

function DebtCount() {
  const debts = trpc.debts.list.useQuery(undefined, { retry: false });
  return (
    <QueryState query={debts} loading="Loading" failure="Failed to load your debts">
      {(list) => `${list.length} debts`}
    </QueryState>
  );
}

const renderRead = (answer: Handlers['debts.list']) => renderApp(<DebtCount />, { api: { 'debts.list': answer } });

describe('A failed read says whose fault it is', () => {
  it('blames the server, not the connection, for a server error page the API did not write', async () => {
    renderRead(() => serverPage(502));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your debts');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(alert).not.toHaveTextContent(/connection/);
  });

  it('blames the server for a 500 that came without a message', async () => {
    renderRead(() => fail('INTERNAL_SERVER_ERROR', ''));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  it("shows the server's own words when it gave them", async () => {
    renderRead(() => fail('SERVICE_UNAVAILABLE', 'Down for maintenance until 3 am.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance until 3 am.');
  });

  it('asks to check the connection only when no answer came at all', async () => {
    renderRead(() => networkError());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your connection and try again.');
  });

  it('shows the data when the read succeeds', async () => {
    renderRead(() => ok([]));
    expect(await screen.findByText('0 debts')).toBeInTheDocument();
  });
});

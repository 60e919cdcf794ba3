import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Handlers } from '../../test/fake-api.ts';
import { makeDashboard, makeDebt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { DebtsPage } from './DebtsPage.tsx';

// Payments that follow reality: the card's cycle states, logging a payment, the history, the Mark
// as Paid confirmation and the Undo toast.

const chase = makeDebt({ balance: '412.30' });

const PAYMENT = {
  id: 77,
  debtId: 1,
  amount: '500.00',
  paymentDate: '2026-11-28',
  balanceAfter: '2700.00',
  suggestedDate: '2026-11-25',
  kind: 'logged' as const,
  note: null as string | null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

function renderDebts(api: Handlers = {}, { transitions = false } = {}) {
  return renderApp(<DebtsPage />, {
    route: '/debts',
    transitions,
    api: {
      'debts.list': () => ok([chase]),
      'debts.paid': () => ok([]),
      'payments.planned': () => ok([]),
      'dashboard.get': () => ok(makeDashboard()),
      ...api,
    },
  });
}

/** happy-dom's window size, which its matchMedia answers (the phone layout). */
function setViewport(width: number, height: number) {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height,
  });
}

async function chaseCard() {
  return within(await screen.findByRole('article', { name: 'Chase Credit Card' }));
}

describe('debt card: the cycle', () => {
  it("says the cycle is paid and when the next one is due: 'Paid for Dec 5 ✓ — next due Jan 5'", async () => {
    renderDebts({
      'debts.list': () =>
        ok([
          makeDebt({
            cyclePaid: true,
            cyclePaidFor: '2026-12-05',
            paidThisCycle: '500.00',
            nextDueDate: '2027-01-05',
            suggestedPaymentDate: '2026-12-18',
          }),
        ]),
    });
    const card = await chaseCard();
    expect(card.getByText('Paid for Dec 5 ✓ — next due Jan 5')).toBeInTheDocument();
    expect(card.getByText('Jan 5, 2027')).toBeInTheDocument();
  });

  it('shows no paid note while the cycle is unpaid', async () => {
    renderDebts();
    const card = await chaseCard();
    expect(card.queryByText(/^Paid for /)).not.toBeInTheDocument();
  });
});

describe('Log a payment', () => {
  it("opens with this cycle's payment and today, sends amount, date and note, and offers Undo", async () => {
    const { user, api } = renderDebts({
      'payments.log': () => ok({ payment: PAYMENT, debt: makeDebt({ balance: '2700.00' }) }),
      'payments.remove': () => ok(makeDebt({ balance: '3200.00' })),
    });
    await user.click((await chaseCard()).getByRole('button', { name: 'Log a payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a payment' }));
    expect(dialog.getByLabelText(/Amount/)).toHaveValue('500.00');
    const date = dialog.getByLabelText<HTMLInputElement>(/Payment date/);
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.type(dialog.getByLabelText('Note'), 'Paid by phone');
    await user.click(dialog.getByRole('button', { name: 'Log payment' }));

    expect(await screen.findByText('New balance: $2,700.00')).toBeInTheDocument();
    expect(api.callsTo('payments.log')[0]?.input).toEqual({ id: 1, amount: '500.00', paymentDate: date.value, note: 'Paid by phone' });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('payments.remove')[0]?.input).toEqual({ id: 1, paymentId: 77 }));
    expect(await screen.findByText('Payment undone. Balance: $3,200.00')).toBeInTheDocument();
  });

  it("shows the server's reason under the amount when it is more than the balance", async () => {
    const message = 'The payment is more than the balance of $412.30.';
    const { user } = renderDebts({ 'payments.log': () => fail('BAD_REQUEST', message, { amount: message }) });
    await user.click((await chaseCard()).getByRole('button', { name: 'Log a payment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log a payment' }));
    await user.click(dialog.getByRole('button', { name: 'Log payment' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log a payment' })).toBeInTheDocument();
  });
});

describe('Mark as Paid', () => {
  it('asks first, naming the amount; Cancel records nothing', async () => {
    const { user, api } = renderDebts({ 'debts.markPaid': () => ok(makeDebt({ isPaid: true })) });
    await user.click((await chaseCard()).getByRole('button', { name: 'Mark as Paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as Paid' }));
    expect(dialog.getByText('This records a final payment of $412.30 and moves the debt to Past Debts.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('debts.markPaid')).toEqual([]);
  });

  it('after the success toast, Undo reopens the debt', async () => {
    const { user, api } = renderDebts({
      'debts.markPaid': () => ok(makeDebt({ isPaid: true })),
      'payments.reopen': () => ok(makeDebt()),
    });
    await user.click((await chaseCard()).getByRole('button', { name: 'Mark as Paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as Paid' }));
    await user.click(dialog.getByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText('Debt marked as paid and moved to past debts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('payments.reopen')[0]?.input).toEqual({ id: 1 }));
    expect(await screen.findByText('Chase Credit Card is back in your active debts.')).toBeInTheDocument();
  });
  it('says why when the debt cannot come back: the account is at its cap on active debts', async () => {
    const cap = 'You can track at most 200 active debts; mark one paid or delete one first.';
    const { user } = renderDebts({
      'debts.markPaid': () => ok(makeDebt({ isPaid: true })),
      'payments.reopen': () => fail('BAD_REQUEST', cap),
    });
    await user.click((await chaseCard()).getByRole('button', { name: 'Mark as Paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as Paid' }));
    await user.click(dialog.getByRole('button', { name: 'Mark as Paid' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(cap)).toBeInTheDocument();
  });
});

describe('payment history', () => {
  const history = [
    { ...PAYMENT, id: 3, kind: 'marked_paid' as const, amount: '2700.00', balanceAfter: '0.00', paymentDate: '2026-11-28' },
    { ...PAYMENT, id: 2, kind: 'planned' as const, paymentDate: '2026-11-04', note: null },
    {
      ...PAYMENT,
      id: 1,
      kind: 'logged' as const,
      amount: '20.00',
      balanceAfter: '3180.00',
      paymentDate: '2026-10-30',
      note: 'Cash at the branch',
    },
  ];

  it('lists date, amount, balance after, how it was made and the note', async () => {
    const { user, api } = renderDebts({ 'payments.history': () => ok(history) });
    await user.click((await chaseCard()).getByRole('button', { name: 'Payment history of Chase Credit Card' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Payment history/ }));
    const rows = await dialog.findAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Nov 28, 2026', '$2,700.00', '$0.00', 'Marked paid', ''],
      ['Nov 4, 2026', '$500.00', '$2,700.00', 'Planned', ''],
      ['Oct 30, 2026', '$20.00', '$3,180.00', 'Logged', 'Cash at the branch'],
    ]);
    expect(api.callsTo('payments.history')[0]?.input).toEqual({ id: 1 });
  });

  it('shows how a card payment was split among its balances, as the lender applies it', async () => {
    const split = {
      ...PAYMENT,
      id: 4,
      amount: '620.00',
      parts: [
        { partId: 11, kind: 'balance_transfer' as const, amount: '120.00' },
        { partId: 13, kind: 'cash_advance' as const, amount: '500.00' },
      ],
    };
    const { user } = renderDebts({ 'payments.history': () => ok([split]) });
    await user.click((await chaseCard()).getByRole('button', { name: 'Payment history of Chase Credit Card' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Payment history/ }));
    expect(await dialog.findByText(/^Split among the balances:/)).toBeInTheDocument();
    expect(dialog.getByText(/^Split among the balances:/).closest('td')).toHaveTextContent(
      '$620.00Split among the balances: Balance transfer $120.00 · Cash advance $500.00',
    );
  });

  it('on a 390 px phone lists each payment whole, Delete included (no table cut off at the side)', async () => {
    setViewport(390, 844);
    try {
      const { user, api } = renderDebts({ 'payments.history': () => ok(history), 'payments.remove': () => ok(makeDebt()) });
      await user.click((await chaseCard()).getByRole('button', { name: 'Payment history of Chase Credit Card' }));
      const dialog = within(await screen.findByRole('dialog', { name: /Payment history/ }));
      const items = await dialog.findAllByRole('listitem');
      expect(dialog.queryByRole('table')).not.toBeInTheDocument();
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^\$2,700\.00.*Nov 28, 2026.*Balance after \$0\.00 · Marked paid/),
        expect.stringMatching(/^\$500\.00.*Nov 4, 2026.*Balance after \$2,700\.00 · Planned/),
        expect.stringMatching(/^\$20\.00.*Oct 30, 2026.*Balance after \$3,180\.00 · Logged.*Cash at the branch/),
      ]);
      await user.click(within(items[2]!).getByRole('button', { name: 'Delete payment of $20.00 on Oct 30, 2026' }));
      await waitFor(() => expect(api.callsTo('payments.remove')[0]?.input).toEqual({ id: 1, paymentId: 1 }));
    } finally {
      setViewport(1024, 768);
    }
  });

  it('opens Past Debts with its cards whole at once, so a quick click on History lands on it', async () => {
    // While a panel grows open its content is clipped and can scroll under the pointer (the
    // browser scrolls it to show the button a press focuses): the press and the release then land
    // on different elements and no click happens. With the browser's transitions on, every frame
    // in which a paid-off card is drawn must show it whole.
    const { user, api } = renderDebts(
      {
        'debts.paid': () => ok([makeDebt({ id: 5, debtName: 'Old Visa', isPaid: true, paidDate: '2026-11-20', balance: '0.00' })]),
        'payments.history': () => ok([]),
      },
      { transitions: true },
    );
    const clipped: string[] = [];
    const observer = new MutationObserver(() => {
      const card = document.querySelector('section[aria-label="Past Debts"] article');
      for (let node = card?.parentElement; node; node = node.parentElement) {
        if (node.style.overflow === 'hidden' || node.style.height === '0px') clipped.push(node.getAttribute('style') ?? '');
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    try {
      await user.click(await screen.findByRole('button', { name: 'Past Debts (1)' }));
      const old = within(await screen.findByRole('article', { name: 'Old Visa' }));
      await user.click(old.getByRole('button', { name: 'Payment history of Old Visa' }));
      expect(await screen.findByRole('dialog', { name: 'Payment history — Old Visa' })).toBeInTheDocument();
      expect(api.callsTo('payments.history')[0]?.input).toEqual({ id: 5 });
      expect(clipped).toEqual([]);
    } finally {
      observer.disconnect();
    }
  });

  it('is reachable from Past Debts, where a debt can be reopened', async () => {
    const { user, api } = renderDebts({
      'debts.paid': () => ok([makeDebt({ id: 5, debtName: 'Old Visa', isPaid: true, paidDate: '2026-11-20', balance: '0.00' })]),
      'payments.history': () => ok([]),
      'payments.reopen': () => ok(makeDebt({ id: 5, debtName: 'Old Visa' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Past Debts (1)' }));
    const old = within(await screen.findByRole('article', { name: 'Old Visa' }));
    await user.click(old.getByRole('button', { name: 'Payment history of Old Visa' }));
    expect(await screen.findByText('No payments recorded yet.')).toBeInTheDocument();
    expect(api.callsTo('payments.history')[0]?.input).toEqual({ id: 5 });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(old.getByRole('button', { name: 'Reopen Old Visa: move it back to active debts' }));
    expect(await screen.findByText('Old Visa is back in your active debts.')).toBeInTheDocument();
  });
});

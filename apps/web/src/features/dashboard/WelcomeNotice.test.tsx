import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { WELCOME_NOTICE_KEY } from '../../lib/welcome-flag.ts';
import { WelcomeNotice } from './WelcomeNotice.tsx';

const TEXT = 'Add your debts and income sources to get personalised AI recommendations for faster debt payoff.';

describe('WelcomeNotice', () => {
  it('shows until the local flag says it was read', () => {
    renderApp(<WelcomeNotice />);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it("'Mark as read' hides it and sets the flag", async () => {
    const { user } = renderApp(<WelcomeNotice />);
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_NOTICE_KEY)).toBe('true');
  });

  it('the close button hides it and sets the flag', async () => {
    const { user } = renderApp(<WelcomeNotice />);
    await user.click(screen.getByRole('button', { name: 'Dismiss welcome notice' }));
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_NOTICE_KEY)).toBe('true');
  });

  it('stays hidden when the flag is already set', () => {
    window.localStorage.setItem(WELCOME_NOTICE_KEY, 'true');
    renderApp(<WelcomeNotice />);
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { loadDomain } from '../../lib/domain-schema.ts';
import { fail, networkError, ok } from '../../test/fake-api.ts';
import { makeUser, verificationStatus } from '../../test/fixtures.ts';
import { errorUnder } from '../../test/queries.ts';
import { renderApp } from '../../test/render.tsx';
import { sessionQueryKey } from './session.ts';

const signedOut = { 'auth.me': () => fail('UNAUTHORIZED', 'You are not signed in.') };

async function renderAuth(route = '/auth', api = {}) {
  const result = renderApp(<AppRoutes />, { route, api: { ...signedOut, ...api } });
  await screen.findByRole('tab', { name: 'Sign In' });
  return result;
}

describe('auth page tabs', () => {
  it('opens Sign In by default and Create Account with ?tab=signup', async () => {
    await renderAuth('/auth?tab=signup');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^First Name/)).toBeInTheDocument();
  });

  it('is the main landmark of the page, which holds the sign-in form (a screen reader jumps straight to it)', async () => {
    await renderAuth('/auth');
    expect(within(screen.getByRole('main')).getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('switches tabs and records the tab in the address', async () => {
    const { user, location } = await renderAuth('/auth?tab=login');
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(location()).toBe('/auth?tab=signup');
  });
});

describe('form validation', () => {
  // The forms' schemas load lazily; compiling them the first time took 4-6 s on a loaded CI machine,
  // longer than a waitFor allows. Loaded once here, each test measures the form, not the compiler.
  beforeAll(() => loadDomain(), 60_000);

  it('shows each login error under its own field', async () => {
    const { user, api } = await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Username/))).toBe('Username is required'));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Password/))).toBe('Password is required'));
    expect(api.callsTo('auth.login')).toHaveLength(0);
  });

  it('shows the registration rules under each signup field, all marked required', async () => {
    const { user, api } = await renderAuth('/auth?tab=signup');
    const form = screen.getByRole('form', { name: 'Create account' });
    for (const label of ['Username', 'Password', 'Email', 'First Name', 'Last Name']) {
      expect(within(form).getByText(label).closest('label')).toHaveTextContent(`${label} *`);
    }

    await user.type(screen.getByLabelText(/^Username/), 'ab');
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Username/))).toBe('Username must be at least 3 characters'));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Password/))).toBe('Password must be at least 6 characters'));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Email/))).toBe('Please enter a valid email address'));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^First Name/))).toBe('First name is required'));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Last Name/))).toBe('Last name is required'));
    expect(api.callsTo('auth.signup')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'a'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Username/))).toBe('Username too long'));
  });
});

describe('login', () => {
  async function fillLogin(user: import('@testing-library/user-event').UserEvent) {
    await user.type(screen.getByLabelText(/^Username/), 'janedoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('shows the server message inline and in a "Login failed" toast', async () => {
    const { user } = await renderAuth('/auth', {
      'auth.login': () => fail('UNAUTHORIZED', 'Invalid username or password'),
    });
    await fillLogin(user);
    expect(await screen.findByTestId('login-alert')).toHaveTextContent('Invalid username or password');
    const toast = await screen.findByText('Login failed');
    expect(toast.closest('.mantine-Notification-root')).toHaveTextContent('Invalid username or password');
  });

  it('falls back to the default texts when there is no server message', async () => {
    const { user } = await renderAuth('/auth', { 'auth.login': () => networkError() });
    await fillLogin(user);
    expect(await screen.findByTestId('login-alert')).toHaveTextContent('Login failed. Please check your credentials.');
    const toast = await screen.findByText('Login failed');
    expect(toast.closest('.mantine-Notification-root')).toHaveTextContent('Invalid username or password');
  });

  it('welcomes the user back, refreshes the cache and goes to /', async () => {
    const user0 = makeUser();
    const { user, location, api, queryClient } = await renderAuth('/auth?tab=login', {
      'auth.login': () => {
        // The server now has a session for this browser.
        api.on({ 'auth.me': () => ok({ user: user0 }) });
        return ok({ user: user0 });
      },
      'account.verificationStatus': () => ok(verificationStatus()),
    });
    await fillLogin(user);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(api.callsTo('auth.login')[0]?.input).toEqual({ username: 'janedoe', password: 'secret123' });
    expect(queryClient.getQueryData(sessionQueryKey)?.user?.username).toBe('janedoe');
  });
});

describe('signup', () => {
  async function fillSignup(user: import('@testing-library/user-event').UserEvent) {
    await user.type(screen.getByLabelText(/^Username/), 'janedoe');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^First Name/), 'Jane');
    await user.type(screen.getByLabelText(/^Last Name/), 'Doe');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('shows a taken username under the field, inline and in a "Signup failed" toast', async () => {
    const { user } = await renderAuth('/auth?tab=signup', {
      'auth.signup': () => fail('CONFLICT', 'Username already exists', { username: 'Username already exists' }),
    });
    await fillSignup(user);
    expect(await screen.findByTestId('signup-alert')).toHaveTextContent('Username already exists');
    await waitFor(() => expect(errorUnder(screen.getByLabelText(/^Username/))).toBe('Username already exists'));
    const toast = await screen.findByText('Signup failed');
    expect(toast.closest('.mantine-Notification-root')).toHaveTextContent('Username already exists');
  });

  it('uses the default texts when the server gives no message', async () => {
    const { user } = await renderAuth('/auth?tab=signup', { 'auth.signup': () => networkError() });
    await fillSignup(user);
    expect(await screen.findByTestId('signup-alert')).toHaveTextContent('Signup failed. Please try again.');
    const toast = await screen.findByText('Signup failed');
    expect(toast.closest('.mantine-Notification-root')).toHaveTextContent('Failed to create account');
  });

  it("says 'Account created!' and opens the dashboard", async () => {
    const { user, location, api } = await renderAuth('/auth?tab=signup', {
      'auth.signup': () => {
        api.on({ 'auth.me': () => ok({ user: makeUser() }) });
        return ok({ user: makeUser() });
      },
      'account.verificationStatus': () => ok(verificationStatus()),
    });
    await fillSignup(user);
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(api.callsTo('auth.signup')[0]?.input).toEqual({
      username: 'janedoe',
      password: 'secret123',
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
    });
  });
});

describe('legal dialogs', () => {
  it.each(['Terms of Service', 'Privacy Policy'])('%s lists the five points and the support address', async (name) => {
    const { user } = await renderAuth();
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name });
    for (const text of [
      /educational/i,
      /18 years or older/,
      /never store your banking passwords/,
      /cancel your subscription at any time/,
      /delete your data/,
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'support@paydown.app' })).toHaveAttribute('href', 'mailto:support@paydown.app');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the Privacy Policy also says what is stored and why, how to export it and how deletion works', async () => {
    const { user } = await renderAuth();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getByText('What we store and why')).toBeInTheDocument();
    expect(within(dialog).getByText(/debts, income sources and payments you enter/)).toBeInTheDocument();
    expect(within(dialog).getByText(/never store bank credentials/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Download your data saves everything as JSON/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Delete Account removes your account and everything in it/)).toBeInTheDocument();
  });
});

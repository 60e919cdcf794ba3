import { Anchor, Button, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { LoginInput } from '@paydown/domain';
import { PasswordField, UsernameInput } from '../../components/credential-inputs.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { useDomainSchemaForm } from '../../components/use-domain-schema-form.ts';
import { useSubmitFailure } from '../../components/use-submit-failure.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuthSuccess } from './use-auth-success.ts';

// The code step is for accounts with two-factor sign-in only: its own chunk keeps the sign-in
// page's JavaScript within its 150 kB budget (docs/performance.md, part 6). It is fetched when the
// password is sent, so it is there by the time the server asks for a code.
const loadTwoFactorStep = () => import('./TwoFactorStep.tsx');
const TwoFactorStep = lazy(() => loadTwoFactorStep().then((m) => ({ default: m.TwoFactorStep })));

const LOGIN_ALERT_DEFAULT = 'Login failed. Please check your credentials.';
const LOGIN_TOAST_DEFAULT = 'Invalid username or password';

const EMPTY: LoginInput = { username: '', password: '' };

export function LoginForm() {
  const onSuccess = useAuthSuccess();
  const login = trpc.auth.login.useMutation();
  // The password was right and two-factor sign-in is on: the form asks for a code next.
  const [codeStep, setCodeStep] = useState(false);
  const { form, onValidSubmit } = useDomainSchemaForm((domain) => domain.loginInputSchema, EMPTY);
  const failure = useSubmitFailure(form, {
    toastTitle: 'Login failed',
    alertDefault: LOGIN_ALERT_DEFAULT,
    toastDefault: LOGIN_TOAST_DEFAULT,
  });

  const submit = onValidSubmit((values) => {
    failure.clear();
    void loadTwoFactorStep();
    login.mutate(values, {
      onSuccess: ({ user }) => {
        if (user) onSuccess(user, 'Welcome back!', `Good to see you, ${user.firstName}.`);
        else setCodeStep(true);
      },
      onError: failure.report,
    });
  });

  if (codeStep)
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
        <TwoFactorStep onCancel={() => setCodeStep(false)} />
      </Suspense>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        <SubmitFailureAlert message={failure.message} testId="login-alert" />
        <UsernameInput {...form.getInputProps('username')} />
        <PasswordField autoComplete="current-password" {...form.getInputProps('password')} />
        <Anchor component={Link} to="/forgot-password" size="sm" mt={-8} style={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Anchor>
        <Button type="submit" size="md" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { LoginInput } from '@paydown/domain';
import { PasswordField, UsernameInput } from '../../components/credential-inputs.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { useDomainSchemaForm } from '../../components/use-domain-schema-form.ts';
import { useSubmitFailure } from '../../components/use-submit-failure.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuthSuccess } from './use-auth-success.ts';

const LOGIN_ALERT_DEFAULT = 'Login failed. Please check your credentials.';
const LOGIN_TOAST_DEFAULT = 'Invalid username or password';

const EMPTY: LoginInput = { username: '', password: '' };

export function LoginForm() {
  const onSuccess = useAuthSuccess();
  const login = trpc.auth.login.useMutation();
  const { form, onValidSubmit } = useDomainSchemaForm((domain) => domain.loginInputSchema, EMPTY);
  const failure = useSubmitFailure(form, {
    toastTitle: 'Login failed',
    alertDefault: LOGIN_ALERT_DEFAULT,
    toastDefault: LOGIN_TOAST_DEFAULT,
  });

  const submit = onValidSubmit((values) => {
    failure.clear();
    login.mutate(values, {
      onSuccess: ({ user }) => onSuccess(user, 'Welcome back!', `Good to see you, ${user.firstName}.`),
      onError: failure.report,
    });
  });

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

import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginInput } from '@paydown/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../lib/api-error.ts';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDomainSchema } from '../../lib/zod-form.ts';
import { useAuthSuccess } from './use-auth-success.ts';

export const LOGIN_ALERT_DEFAULT = 'Login failed. Please check your credentials.';
export const LOGIN_TOAST_DEFAULT = 'Invalid username or password';

export function LoginForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const { validate, ready } = useDomainSchema((domain) => domain.loginInputSchema);
  const onSuccess = useAuthSuccess();
  const login = trpc.auth.login.useMutation();
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate,
    validateInputOnBlur: true,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shared schema arrives shortly after the page; wait for it once, then validate.
    await ready();
    if (form.validate().hasErrors) return;
    setFailure(null);
    login.mutate(form.getValues(), {
      onSuccess: ({ user }) => onSuccess(user, 'Welcome back!', `Good to see you, ${user.firstName}.`),
      onError: (error) => {
        const { serverMessage, fields } = describeApiError(error);
        setFailure(serverMessage ?? LOGIN_ALERT_DEFAULT);
        form.setErrors(fields);
        toastError({ title: 'Login failed', message: serverMessage ?? LOGIN_TOAST_DEFAULT });
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} data-testid="login-alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Username"
          withAsterisk
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}

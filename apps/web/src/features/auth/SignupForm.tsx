import { Alert, Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SignupInput } from '@paydown/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../lib/api-error.ts';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDomainSchema } from '../../lib/zod-form.ts';
import { useAuthSuccess } from './use-auth-success.ts';

export const SIGNUP_ALERT_DEFAULT = 'Signup failed. Please try again.';
export const SIGNUP_TOAST_DEFAULT = 'Failed to create account';

export function SignupForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const { validate, ready } = useDomainSchema((domain) => domain.signupInputSchema);
  const onSuccess = useAuthSuccess();
  const signup = trpc.auth.signup.useMutation();
  const form = useForm<SignupInput>({
    mode: 'controlled',
    initialValues: { username: '', password: '', email: '', firstName: '', lastName: '' },
    validate,
    validateInputOnBlur: true,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shared schema arrives shortly after the page; wait for it once, then validate.
    await ready();
    if (form.validate().hasErrors) return;
    setFailure(null);
    signup.mutate(form.getValues(), {
      onSuccess: ({ user }) =>
        onSuccess(user, 'Account created!', 'Check your inbox for a link to confirm your email and start your free trial.'),
      onError: (error) => {
        const { serverMessage, fields } = describeApiError(error);
        setFailure(serverMessage ?? SIGNUP_ALERT_DEFAULT);
        form.setErrors(fields);
        toastError({ title: 'Signup failed', message: serverMessage ?? SIGNUP_TOAST_DEFAULT });
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create account">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} data-testid="signup-alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Username"
          withAsterisk
          description="3 to 50 characters"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          withAsterisk
          description="At least 6 characters"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
          {...form.getInputProps('password')}
        />
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First Name" withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Button type="submit" size="md" fullWidth disabled={signup.isPending}>
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}

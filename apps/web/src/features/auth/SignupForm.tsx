import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { SignupInput } from '@paydown/domain';
import { PasswordField, UsernameInput } from '../../components/credential-inputs.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { useDomainSchemaForm } from '../../components/use-domain-schema-form.ts';
import { useSubmitFailure } from '../../components/use-submit-failure.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuthSuccess } from './use-auth-success.ts';

const SIGNUP_ALERT_DEFAULT = 'Signup failed. Please try again.';
const SIGNUP_TOAST_DEFAULT = 'Failed to create account';

const EMPTY: SignupInput = { username: '', password: '', email: '', firstName: '', lastName: '' };

export function SignupForm() {
  const onSuccess = useAuthSuccess();
  const signup = trpc.auth.signup.useMutation();
  const { form, onValidSubmit } = useDomainSchemaForm((domain) => domain.signupInputSchema, EMPTY);
  const failure = useSubmitFailure(form, {
    toastTitle: 'Signup failed',
    alertDefault: SIGNUP_ALERT_DEFAULT,
    toastDefault: SIGNUP_TOAST_DEFAULT,
  });

  const submit = onValidSubmit((values) => {
    failure.clear();
    signup.mutate(values, {
      onSuccess: ({ user }) =>
        onSuccess(user, 'Account created!', 'Check your inbox for a link to confirm your email and start your free trial.'),
      onError: failure.report,
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create account">
      <Stack gap="md">
        <SubmitFailureAlert message={failure.message} testId="signup-alert" />
        <UsernameInput description="3 to 50 characters" {...form.getInputProps('username')} />
        <PasswordField description="At least 6 characters" autoComplete="new-password" {...form.getInputProps('password')} />
        <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
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

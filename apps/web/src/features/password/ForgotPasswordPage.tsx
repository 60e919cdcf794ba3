import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useDomainSchemaForm } from '../../components/use-domain-schema-form.ts';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { useSubmitFailure } from '../../components/use-submit-failure.ts';
import { trpc } from '../../lib/trpc.ts';
import { PasswordPageShell } from './PasswordPageShell.tsx';

/** "Forgot password?": ask for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const forgot = trpc.password.forgot.useMutation();
  const { form, onValidSubmit } = useDomainSchemaForm((d) => d.forgotPasswordInputSchema, { email: '' });
  const failure = useSubmitFailure(form, {
    toastTitle: 'Request failed',
    alertDefault: 'Failed to send the email. Please try again.',
    toastDefault: 'Failed to send the email. Please try again.',
  });
  const submit = onValidSubmit((values) => {
    failure.clear();
    forgot.mutate(values, { onError: failure.report });
  });
  return (
    <PasswordPageShell
      title="Reset your password"
      intro="Enter the email address of your account and we will email you a link to choose a new password."
    >
      {forgot.isSuccess ? (
        <Alert color="teal" variant="light" role="status" title="Check your email">
          {forgot.data.message}
        </Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Forgot password">
          <Stack gap="md">
            <SubmitFailureAlert message={failure.message} />
            <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" fullWidth disabled={forgot.isPending}>
              {forgot.isPending ? 'Sending...' : 'Email me a reset link'}
            </Button>
          </Stack>
        </form>
      )}
    </PasswordPageShell>
  );
}

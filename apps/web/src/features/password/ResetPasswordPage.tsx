import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TwoFactorStep } from '../auth/TwoFactorStep.tsx';
import { NewPasswordFields } from '../../components/credential-inputs.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { useDomainSchemaForm } from '../../components/use-domain-schema-form.ts';
import { useSubmitFailure } from '../../components/use-submit-failure.ts';
import { describeApiError } from '../../lib/api-error.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuthSuccess } from '../auth/use-auth-success.ts';
import { PasswordPageShell } from './PasswordPageShell.tsx';

const EMPTY = { newPassword: '', confirmPassword: '' };

/** /reset-password?token=…: choose a new password; signs in and opens the dashboard. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = trpc.password.reset.useMutation();
  // Two-factor sign-in is on: the new password is set, the code still has to be given.
  const [codeStep, setCodeStep] = useState(false);
  const onSuccess = useAuthSuccess();
  const { form, onValidSubmit } = useDomainSchemaForm((d) => d.newPasswordFormSchema, EMPTY);
  const failure = useSubmitFailure(form, {
    toastTitle: 'Password not reset',
    alertDefault: 'Failed to reset your password. Please try again.',
    toastDefault: 'Failed to reset your password. Please try again.',
  });
  // An expired or used link cannot succeed on a retry: show it as the page's state, not a form error.
  const linkProblem = reset.error ? describeApiError(reset.error).fields.token : undefined;

  const submit = onValidSubmit(({ newPassword }) => {
    failure.clear();
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: ({ user }) => {
          if (user) onSuccess(user, 'Password reset', 'Your new password is set and you are signed in.');
          else setCodeStep(true);
        },
        onError: failure.report,
      },
    );
  });

  if (codeStep) {
    return (
      <PasswordPageShell title="Password set" intro="Your new password is set. Enter a code to finish signing in.">
        <TwoFactorStep onCancel={() => setCodeStep(false)} />
      </PasswordPageShell>
    );
  }

  const badLink = !token ? 'This reset link is incomplete. Open the link from the email again, or request a new one.' : linkProblem;
  return (
    <PasswordPageShell title="Choose a new password" intro="Every device signed in to your account will be signed out.">
      {badLink ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" title="This link cannot be used">
            {badLink}
          </Alert>
          <Button component={Link} to="/forgot-password" variant="default">
            Request a new link
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Reset password">
          <Stack gap="md">
            <SubmitFailureAlert message={failure.message} />
            <NewPasswordFields
              newPassword={form.getInputProps('newPassword')}
              confirmPassword={form.getInputProps('confirmPassword')}
              // The page exists to type this, and the visitor arrives from an email link.
              autoFocus
            />
            <Button type="submit" fullWidth disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Set new password'}
            </Button>
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              Request a new link
            </Anchor>
          </Stack>
        </form>
      )}
    </PasswordPageShell>
  );
}

import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { trpc } from '../../lib/trpc.ts';
import { useAuthSuccess } from './use-auth-success.ts';

/** The sign-in form's second step: a 6-digit code from the app, or a recovery code. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const verify = trpc.twoFactor.login.useMutation();
  const onSuccess = useAuthSuccess();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(useRecovery ? 'Enter a recovery code' : 'Enter the 6-digit code');
      return;
    }
    setError(null);
    verify.mutate(
      { code },
      {
        onSuccess: ({ user }) => user && onSuccess(user, 'Welcome back!', `Good to see you, ${user.firstName}.`),
        onError: (e) => setError(describeApiError(e).serverMessage ?? 'Failed to check the code. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code">
      <Stack gap="md">
        <Text size="sm">
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
            : 'Open your authenticator app and enter the 6-digit code for Paydown.'}
        </Text>
        <SubmitFailureAlert message={error} />
        <TextInput
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          withAsterisk
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          // Not in a dialog (whose focus trap reads data-autofocus): the form replaced the password
          // form under the user's hands, so the field takes the focus itself.
          autoFocus
        />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Verify'}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => setUseRecovery((v) => !v)}>
          {useRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          Back to Sign In
        </Anchor>
      </Stack>
    </form>
  );
}

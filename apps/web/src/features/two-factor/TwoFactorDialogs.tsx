import { Code, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { DialogActions, FormDialog } from '../../components/FormDialog.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { describeApiError } from '../../lib/api-error.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { sessionQueryKey } from '../auth/session.ts';
import { RecoveryCodesView } from './RecoveryCodesView.tsx';

const messageOf = (error: unknown, fallback: string) => describeApiError(error).serverMessage ?? fallback;

/** The signed-in user's twoFactorEnabled flips without another round trip. */
function useSetTwoFactorFlag() {
  const queryClient = useQueryClient();
  return (enabled: boolean) => {
    const current = queryClient.getQueryData(sessionQueryKey);
    if (current?.user) queryClient.setQueryData(sessionQueryKey, { user: { ...current.user, twoFactorEnabled: enabled } });
  };
}

/**
 * "Enable 2FA": a QR code drawn here (no outside service), the secret as text, the password and a
 * code, then the recovery codes. The password first: the code is then typed fresh, within its 30 s.
 */
export function EnableTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const setup = trpc.twoFactor.setup.useMutation();
  const enable = trpc.twoFactor.enable.useMutation();
  const setFlag = useSetTwoFactorFlag();
  const [qr, setQr] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate: startSetup } = setup;

  useEffect(() => {
    // An SVG drawn in the browser (no canvas, no outside service), shown as a data: image (CSP allows data:).
    if (opened) {
      startSetup(undefined, {
        onSuccess: (s) =>
          void qrSvg(s.otpauthUrl, { type: 'svg', margin: 1, width: 200 }).then(
            (svg) => setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
            () => setQr(null),
          ),
      });
    }
  }, [opened, startSetup]);

  const close = () => {
    setQr(null);
    setPassword('');
    setCode('');
    setError(null);
    setCodes(null);
    onClose();
  };
  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    enable.mutate(
      { password, code },
      {
        onSuccess: (r) => {
          setCodes(r.recoveryCodes);
          setFlag(true);
          toastSuccess({ title: 'Two-factor sign-in is on', message: 'Signing in now also asks for a code.' });
        },
        onError: (e) => setError(messageOf(e, 'Failed to turn on two-factor sign-in. Please try again.')),
      },
    );
  };

  return (
    <FormDialog opened={opened} title="Enable 2FA" busy={enable.isPending} onClose={close}>
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={close} />
      ) : (
        <form onSubmit={confirm} noValidate aria-label="Enable two-factor sign-in">
          <Stack gap="md">
            <Text size="sm">
              Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…), or type the secret into it. Then enter
              your password and the 6-digit code it shows.
            </Text>
            {setup.isError && <SubmitFailureAlert message={messageOf(setup.error, 'Failed to start the set-up. Please try again.')} />}
            {qr && <Image src={qr} alt="QR code for your authenticator app" w={200} h={200} mx="auto" />}
            {setup.data && (
              <Text size="sm">
                Secret: <Code data-testid="totp-secret">{setup.data.secret}</Code>
              </Text>
            )}
            <SubmitFailureAlert message={error} />
            <AccountPasswordInput value={password} onChange={setPassword} />
            <AppCodeInput value={code} onChange={setCode} autoFocus={false} />
            <DialogActions
              onCancel={close}
              busy={enable.isPending}
              submitLabel={enable.isPending ? 'Checking...' : 'Turn on'}
              submitDisabled={!setup.data}
            />
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}

/** "Disable": the password and a code (or a recovery code). */
export function DisableTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const disable = trpc.twoFactor.disable.useMutation();
  const setFlag = useSetTwoFactorFlag();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPassword('');
    setCode('');
    setError(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          setFlag(false);
          toastSuccess({ title: 'Two-factor sign-in is off', message: 'Signing in now needs only your password.' });
          close();
        },
        onError: (e) => setError(messageOf(e, 'Failed to turn off two-factor sign-in. Please try again.')),
      },
    );
  };
  return (
    <FormDialog opened={opened} title="Disable two-factor sign-in" busy={disable.isPending} onClose={close}>
      <form onSubmit={submit} noValidate aria-label="Disable two-factor sign-in">
        <Stack gap="md">
          <SubmitFailureAlert message={error} />
          <AccountPasswordInput value={password} onChange={setPassword} />
          <TextInput
            label="Code or recovery code"
            withAsterisk
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <DialogActions onCancel={close} busy={disable.isPending} submitLabel="Disable" submitColor="red" />
        </Stack>
      </form>
    </FormDialog>
  );
}

/** "New recovery codes": confirmed by a current code; the old codes stop working. */
export function NewRecoveryCodesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const regenerate = trpc.twoFactor.recoveryCodes.useMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCode('');
    setError(null);
    setCodes(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    regenerate.mutate(
      { code },
      {
        onSuccess: (r) => setCodes(r.recoveryCodes),
        onError: (e) => setError(messageOf(e, 'Failed to make new codes. Please try again.')),
      },
    );
  };
  return (
    <FormDialog opened={opened} title="New recovery codes" busy={regenerate.isPending} onClose={close}>
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="New recovery codes">
          <Stack gap="md">
            <Text size="sm">Your old recovery codes stop working. Enter a code from your authenticator app to continue.</Text>
            <SubmitFailureAlert message={error} />
            <AppCodeInput value={code} onChange={setCode} />
            <DialogActions onCancel={close} busy={regenerate.isPending} submitLabel="Make new codes" />
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}

/** The account password, asked again before two-factor sign-in is turned on or off; the dialog's first field. */
function AccountPasswordInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <PasswordInput
      label="Password"
      withAsterisk
      data-autofocus
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
    />
  );
}

/** The 6-digit code from the authenticator app (the dialog's first field unless the password comes before it). */
function AppCodeInput({ value, onChange, autoFocus = true }: { value: string; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <TextInput
      label="6-digit code"
      withAsterisk
      data-autofocus={autoFocus || undefined}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

import { PasswordInput, Stack, Text } from '@mantine/core';
import type { PublicUser } from '@paydown/domain';
import { useQueryClient } from '@tanstack/react-query';
import { NewPasswordFields } from '../../components/credential-inputs.tsx';
import { DialogActions, FormDialog } from '../../components/FormDialog.tsx';
import { SubmitFailureAlert } from '../../components/SubmitFailureAlert.tsx';
import { useDomainSchemaForm } from '../../components/use-domain-schema-form.ts';
import { useSubmitFailure } from '../../components/use-submit-failure.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { setSignedInUser } from '../auth/session.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const toggle = { 'aria-label': 'Show typed characters' };

/** Account → "Change Password": the current password, the new one twice (sign-up rules). */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = trpc.password.change.useMutation();
  return (
    <FormDialog opened={opened} title="Change Password" busy={change.isPending} onClose={onClose}>
      <ChangePasswordForm change={change} onDone={onClose} />
    </FormDialog>
  );
}

function ChangePasswordForm({ change, onDone }: { change: ReturnType<typeof trpc.password.change.useMutation>; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { form, onValidSubmit } = useDomainSchemaForm((d) => d.changePasswordFormSchema, EMPTY);
  const failure = useSubmitFailure(form, {
    toastTitle: 'Password not changed',
    alertDefault: 'Failed to change your password. Please try again.',
    toastDefault: 'Failed to change your password. Please try again.',
  });
  const submit = onValidSubmit(({ currentPassword, newPassword }) => {
    failure.clear();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ user }: { user: PublicUser }) => {
          setSignedInUser(queryClient, user);
          toastSuccess({ title: 'Password changed', message: 'Your other devices have been signed out.' });
          onDone();
        },
        onError: failure.report,
      },
    );
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Change password">
      <Stack gap="md">
        <SubmitFailureAlert message={failure.message} />
        <PasswordInput
          label="Current password"
          withAsterisk
          data-autofocus
          autoComplete="current-password"
          visibilityToggleButtonProps={toggle}
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields newPassword={form.getInputProps('newPassword')} confirmPassword={form.getInputProps('confirmPassword')} />
        <Text size="xs" c="dimmed">
          Changing your password signs out every other device.
        </Text>
        <DialogActions onCancel={onDone} busy={change.isPending} submitLabel={change.isPending ? 'Changing...' : 'Change Password'} />
      </Stack>
    </form>
  );
}

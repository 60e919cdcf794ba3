import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ProfileInput, PublicUser } from '@paydown/domain';
import { profileInputSchema } from '@paydown/domain/schemas';
import { describeApiError } from '../../lib/api-error.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

const valuesOf = (user: PublicUser): ProfileInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

export function ProfileTab({ user }: { user: PublicUser }) {
  const utils = trpc.useUtils();
  const form = useForm<ProfileInput>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: schemaResolver(profileInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const update = trpc.auth.updateProfile.useMutation({
    onSuccess: ({ user: updated }) => {
      // The returned user replaces the cached current user, so every screen shows the change at once.
      utils.auth.me.setData(undefined, { user: updated });
      // A changed address may need confirming again.
      void utils.account.verificationStatus.invalidate();
      const next = valuesOf(updated);
      form.setInitialValues(next);
      form.setValues(next);
      toastSuccess({ title: 'Profile updated', message: 'Your profile information has been successfully updated.' });
    },
    onError: (error) => {
      form.setErrors(describeApiError(error).fields);
      toastError({ title: 'Update failed', message: 'Failed to update profile. Please try again.' });
    },
  });

  return (
    <Card>
      <form onSubmit={form.onSubmit((values) => update.mutate(values))} noValidate aria-label="Profile information">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Profile information
            </Title>
            <Text size="sm" c="dimmed">
              Update your name and the email address we use to reach you.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First Name" withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label="Username"
            value={user.username}
            readOnly
            disabled
            description="Username cannot be changed"
            inputWrapperOrder={['label', 'input', 'description']}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Updating...' : 'Update Profile'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

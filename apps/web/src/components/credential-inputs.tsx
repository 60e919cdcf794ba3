import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * The account's username field. Usernames are typed exactly: no capital first letter and no
 * spelling fixes from phone keyboards.
 */
export function UsernameInput(props: Omit<TextInputProps, 'label'>) {
  return <TextInput label="Username" withAsterisk autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
}

/**
 * The account's password field. `autoComplete` is required, so password managers know whether to
 * fill a saved password ('current-password') or offer a new one ('new-password').
 */
export function PasswordField(
  props: Omit<PasswordInputProps, 'label' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <PasswordInput label="Password" withAsterisk visibilityToggleButtonProps={SHOW_TYPED} {...props} />;
}

const SHOW_TYPED = { 'aria-label': 'Show typed characters' };

/**
 * "New password" with its rule and "Confirm new password", as the change-password dialog and the
 * reset page ask for them. `autoFocus`: the page opened to type it (a dialog focuses its first field).
 */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
  autoFocus = false,
}: {
  newPassword: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        withAsterisk
        autoComplete="new-password"
        description="At least 6 characters, and not a commonly used password."
        visibilityToggleButtonProps={SHOW_TYPED}
        autoFocus={autoFocus}
        {...newPassword}
      />
      <PasswordInput
        label="Confirm new password"
        withAsterisk
        autoComplete="new-password"
        visibilityToggleButtonProps={SHOW_TYPED}
        {...confirmPassword}
      />
    </>
  );
}

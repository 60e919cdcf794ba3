import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';

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
  return <PasswordInput label="Password" withAsterisk visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }} {...props} />;
}

import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput whose eye button is labelled without the word 'password', so the field's own
 * label stays the only control a person (or a test) finds by 'Password'.
 */
export const PasswordField = (props: PasswordInputProps) => (
  <PasswordInput visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the characters' }} {...props} />
);

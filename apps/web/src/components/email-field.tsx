import { TextInput, type TextInputProps } from '@mantine/core';

/** The sign-in email field: labelled 'Email', an email keyboard on phones, filled by the password manager. */
export const EmailField = (props: TextInputProps) => (
  <TextInput label="Email" type="email" autoComplete="username" {...props} />
);

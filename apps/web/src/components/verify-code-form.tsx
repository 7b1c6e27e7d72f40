import { ErrorAlert } from './error-alert';
import { AUTH_MESSAGES, OTP_LENGTH, ZOtp } from '@hearth/domain/auth';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';

type VerifyCodeFormProps = {
  onSubmit: (code: string) => void;
  onBack: () => void;
  pending: boolean;
  /** The message of the last failed try, shown above the field. */
  error?: string | null;
  backLabel?: string;
};

/** The two-step verification screen, shared by sign-in and settings (docs/product/auth.md#states). */
export const VerifyCodeForm = ({ onSubmit, onBack, pending, error, backLabel = 'Back' }: VerifyCodeFormProps) => {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: {
      code: (value) => (ZOtp.safeParse(value).success ? null : AUTH_MESSAGES.codeRequired),
    },
  });

  return (
    <form onSubmit={form.onSubmit(({ code }) => onSubmit(code.trim()))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We have emailed you a {OTP_LENGTH}-digit code. Enter it below to continue.
        </Text>
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          data-autofocus
          autoFocus
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Group justify="space-between">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            {backLabel}
          </Button>
          <Button type="submit" loading={pending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

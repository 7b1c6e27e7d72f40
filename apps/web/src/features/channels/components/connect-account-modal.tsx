import {
  CHANNEL_CREDENTIAL_LABELS,
  CHANNEL_MESSAGES,
  ZChannelConnectBody,
  type TChannelAccountResource,
  type TChannelConnectBody,
} from '@hearth/domain/channels';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ErrorAlert } from '../../../components/error-alert';
import { useConnectChannelAccount } from '../../../api/channels/connect-channel-account';
import { isApiError } from '../../../lib/api-client';

/** What to say when Connect did not connect: the channel's reason (422), the API's sentence, or the network. */
const refusalOf = (error: unknown): { title: string; message: string } =>
  isApiError(error)
    ? { title: error.errorTitle || CHANNEL_MESSAGES.refused, message: error.errorMessage }
    : { title: 'Could not connect', message: 'The connection to Hearth failed: nothing changed. Try again.' };

/**
 * Connect asks for what the channel needs (docs/product/channels.md#connecting): the calendar feed URL, or the API
 * key, which Hearth checks with the channel before the account shows Connected. A refusal stays in the dialog with
 * the channel's reason (and on the account as its last error). Where nothing can check an API key, it says so and
 * Connect is off.
 */
export const ConnectAccountModal = ({
  account,
  opened,
  onClose,
}: {
  account: TChannelAccountResource;
  opened: boolean;
  onClose: () => void;
}) => {
  const a = account.attributes;
  const connect = useConnectChannelAccount(account.id);
  const form = useForm<TChannelConnectBody>({
    mode: 'controlled',
    initialValues: { credential: '' },
    validate: schemaResolver(ZChannelConnectBody, { sync: true }),
  });
  const field = CHANNEL_CREDENTIAL_LABELS[a.connection];
  const close = () => {
    if (connect.isPending) return;
    connect.reset();
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    connect.mutate(values, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: CHANNEL_MESSAGES.connected,
          message: `${a.channelName} · ${a.name}`,
        });
        close();
      },
    }),
  );
  const Input = a.connection === 'api' ? PasswordInput : TextInput;
  const refusal = connect.error ? refusalOf(connect.error) : null;
  return (
    <Modal opened={opened} onClose={close} title="Connect account" size={450} centered>
      <form onSubmit={submit} noValidate aria-label="Connect account">
        <Stack gap="md">
          {a.connectable ? <Text size="sm">{CHANNEL_MESSAGES.connectConfirm}</Text> : null}
          <Text size="sm" fw={500}>
            {a.channelName} · {a.name}
          </Text>
          {a.connectable ? (
            <Input
              label={field.label}
              description={field.description}
              withAsterisk
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('credential')}
            />
          ) : (
            <ErrorAlert title="Cannot be checked here">{CHANNEL_MESSAGES.apiOffline(a.channelName)}</ErrorAlert>
          )}
          {refusal ? <ErrorAlert title={refusal.title}>{refusal.message}</ErrorAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={connect.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={connect.isPending} disabled={!a.connectable}>
              Connect
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

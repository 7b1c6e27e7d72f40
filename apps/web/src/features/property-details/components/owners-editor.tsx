import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/use-can';
import {
  useAddPropertyOwner,
  useRemovePropertyOwner,
  type OwnerInput,
  type PropertyOwners,
} from '../../../api/properties/property-owners';

const EMPTY: OwnerInput = { firstName: '', lastName: '', email: '', mobile: null };

/**
 * The home's owners for those who run it (docs/product/properties.md#owners): 'Add owner' attaches an account by its
 * email or invites a new owner with the confirm link; each owner can be taken off (their account stays).
 */
export const OwnersEditor = ({ propertyId, owners }: { propertyId: string; owners: PropertyOwners }) => {
  const canManage = useCan('property:manage-owners');
  const add = useAddPropertyOwner(propertyId);
  const remove = useRemovePropertyOwner(propertyId);
  const [adding, setAdding] = useState(false);
  const [owner, setOwner] = useState<OwnerInput>(EMPTY);
  const [removing, setRemoving] = useState<PropertyOwners[number] | null>(null);
  if (!canManage) return null;

  const close = () => {
    setAdding(false);
    setOwner(EMPTY);
    add.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { ...owner, mobile: owner.mobile?.trim() ? owner.mobile : null },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'teal',
            title: answer.data.attributes.invited ? 'Owner invited' : 'Owner attached',
            message: answer.data.attributes.invited
              ? `${owner.firstName} gets an email to create their password.`
              : `${owner.firstName} ${owner.lastName} now owns this home.`,
          });
          close();
        },
      },
    );
  };
  const field = (key: keyof OwnerInput) => ({
    value: owner[key] ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setOwner((current) => ({ ...current, [key]: value }));
    },
  });

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Add owner
        </Button>
        {owners.map((o) => (
          <Button key={o.id} size="xs" variant="subtle" color="red" onClick={() => setRemoving(o)}>
            Remove {o.fullName}
          </Button>
        ))}
      </Group>
      <Modal opened={adding} onClose={close} title="Add owner" size={520}>
        <form onSubmit={submit} noValidate={false}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              An owner who has an account is attached; one without gets an email to create their password.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="First name" required maxLength={50} {...field('firstName')} />
              <TextInput label="Last name" required maxLength={50} {...field('lastName')} />
              <TextInput label="Email" type="email" required maxLength={254} {...field('email')} />
              <TextInput label="Mobile" type="tel" maxLength={30} {...field('mobile')} />
            </SimpleGrid>
            {add.error ? (
              <ErrorAlert title="The owner was not added">{serverMessage(add.error) ?? add.error.message}</ErrorAlert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={add.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={add.isPending}>
                Add owner
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        title="Remove owner"
        confirmLabel="Remove"
        pending={remove.isPending}
        error={remove.error ? (serverMessage(remove.error) ?? remove.error.message) : null}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      >
        {removing ? `${removing.fullName} will no longer own this home. Their account stays.` : null}
      </ConfirmModal>
    </>
  );
};

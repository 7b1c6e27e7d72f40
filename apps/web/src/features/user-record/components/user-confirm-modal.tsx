import { attachesCompanies, roleLabel } from '@hearth/domain/access';
import { USER_LIST, USER_MESSAGES } from '@hearth/domain/users';
import { Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserFormValues } from '../utils/user-form';

type UserConfirmModalProps = {
  opened: boolean;
  values: UserFormValues;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

const Detail = ({ term, children }: { term: string; children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed">
      {term}
    </Text>
    <Text component="dd" size="sm" m={0}>
      {children}
    </Text>
  </div>
);

/** 'Confirm new user details' (docs/product/users.md#screens): what will be saved, before it is. */
export const UserConfirmModal = ({
  opened,
  values,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: UserConfirmModalProps) => {
  const companies = attachesCompanies(values.roles);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={USER_MESSAGES.confirmTitle}
      size={USER_LIST.confirmModalWidth}
      centered
    >
      <Stack gap="md">
        <Stack component="dl" gap="xs" m={0}>
          <Detail term="Name">{`${values.firstName.trim()} ${values.lastName.trim()}`}</Detail>
          <Detail term="Email">{values.email.trim()}</Detail>
          <Detail term="Mobile">{values.mobile.trim() || '—'}</Detail>
          <Detail term="Roles">
            <Group gap={4}>
              {values.roles.map((role) => (
                <Badge key={role} variant="light" size="sm" tt="none">
                  {roleLabel(role)}
                </Badge>
              ))}
            </Group>
          </Detail>
          <Detail term="Booking notifications">{values.toggles.bookingNotificationsEnabled ? 'On' : 'Off'}</Detail>
          {companies ? (
            <Detail term="Company">{values.company?.companyName ?? 'None'}</Detail>
          ) : (
            <Detail term="Properties">
              {values.properties.length === 0 ? (
                'None'
              ) : (
                <List size="sm" spacing={2}>
                  {values.properties.map((property) => (
                    <List.Item key={property.code}>
                      {property.code} · {property.name}
                    </List.Item>
                  ))}
                </List>
              )}
            </Detail>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Back
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

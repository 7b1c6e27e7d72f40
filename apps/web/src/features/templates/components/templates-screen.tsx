import {
  KEY_STORE_TYPE_LABELS,
  TEMPLATE_LIST,
  TEMPLATE_MESSAGES,
  templateEmptyText,
  type TemplateSort,
  type TKeyStoreItem,
} from '@hearth/domain/keys';
import { ActionIcon, Button, Group, Loader, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { DebouncedSearch, SortHeader } from '../../../components/list-controls';
import { InfiniteList, ListTable } from '../../../components/list-table';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUrlState } from '../../../lib/url-state';
import { useDeleteKeyStore } from '../../../api/keys/delete-key-store';
import { useKeyStoreTable } from '../../../api/keys/get-key-stores';
import { keyKeys } from '../../../api/keys/keys';
import { ZTemplateListAddress } from '../utils/templates-address';

// The add/edit form (pickers, Dropzone) is its own chunk, loaded when the modal opens.
const TemplateForm = lazy(() => import('./template-form').then((module) => ({ default: module.TemplateForm })));

type Editing = { item: TKeyStoreItem | null } | null;

const listErrorText = (error: unknown) =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${NETWORK_ERROR} ${error instanceof Error ? error.message : ''}`;

/**
 * The delete confirm (docs/product/templates.md#screens, #states): a 409 keeps it open with 'Property Key is using this Key Collection Template,
 * cannot delete it.'; a delete that went through reloads the list and closes the confirm 200 ms later.
 */
const DeleteTemplate = ({ item, onClose }: { item: TKeyStoreItem | null; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const remove = useDeleteKeyStore();
  const [deleted, setDeleted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const close = () => {
    remove.reset();
    setDeleted(false);
    onClose();
  };
  return (
    <ConfirmModal
      opened={item !== null}
      onClose={close}
      title="Delete template"
      confirmLabel="Delete"
      size={TEMPLATE_LIST.confirmWidth}
      pending={remove.isPending || deleted}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            setDeleted(true);
            void queryClient.invalidateQueries({ queryKey: keyKeys.all });
            timer.current = setTimeout(close, TEMPLATE_LIST.closeAfterDeleteMs);
          },
        });
      }}
      error={
        remove.error ? (
          <ErrorAlert>
            {isApiError(remove.error) ? remove.error.errorMessage : 'The template could not be deleted. Try again.'}
          </ErrorAlert>
        ) : null
      }
    >
      <Text size="sm">{TEMPLATE_MESSAGES.deleteConfirm}</Text>
      {item ? (
        <Text size="sm" fw={600}>
          {item.attributes.name}
        </Text>
      ) : null}
      {deleted ? (
        <Text size="sm" c="teal" role="status">
          Template deleted.
        </Text>
      ) : null}
    </ConfirmModal>
  );
};

/** `/templates` (docs/product/templates.md#screens): key collection templates, searched and sorted in the address, 25 rows at a time. */
export const TemplatesScreen = () => {
  useDocumentTitle(TEMPLATE_MESSAGES.title);
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [address, setAddress] = useUrlState(ZTemplateListAddress, { canWrite });
  const list = useKeyStoreTable(address.search, address.sort);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TKeyStoreItem | null>(null);
  const templates = list.data?.pages.flatMap((page) => page.data) ?? [];
  const onSort = (sort: TemplateSort | null) => setAddress((current) => ({ ...current, sort }));
  const closeForm = () => setEditing(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {TEMPLATE_MESSAGES.title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ item: null })}>
          {TEMPLATE_MESSAGES.addButton}
        </Button>
      </Group>

      <DebouncedSearch
        label="Search templates"
        placeholder={TEMPLATE_MESSAGES.searchPlaceholder}
        delayMs={TEMPLATE_LIST.searchDebounceMs}
        value={address.search}
        onSearch={(search) => setAddress((current) => ({ ...current, search }), { replace: true })}
      />

      <InfiniteList
        list={list}
        count={templates.length}
        loadingLabel="Loading templates"
        skeleton={{ rows: 6, height: 36 }}
        loadingMoreLabel="Loading more templates"
        empty={templateEmptyText(address.search)}
        errorTitle="Could not load templates"
        errorText={listErrorText}
        minRowsForMore={TEMPLATE_LIST.pageSize}
      >
        {/* On phones the type, address and photo columns give way: the type and address show under the name
            instead, so the list never scrolls sideways. */}
        <ListTable stale={list.isPlaceholderData}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Template name" field="name" sort={address.sort} onSort={onSort} />
              <SortHeader label="Type" field="type" sort={address.sort} onSort={onSort} visibleFrom="sm" />
              <SortHeader label="Address" field="address" sort={address.sort} onSort={onSort} visibleFrom="sm" />
              <SortHeader label="Photos" field="photos" sort={address.sort} onSort={onSort} numeric visibleFrom="sm" />
              <SortHeader label="Properties" field="properties" sort={address.sort} onSort={onSort} numeric />
              <Table.Th w={80}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((template) => {
              const a = template.attributes;
              const type = KEY_STORE_TYPE_LABELS[a.storeType];
              return (
                <Table.Tr key={template.id}>
                  <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                    <Group gap={6} wrap="nowrap">
                      {a.name}
                      {a.locked ? <IconLock size={14} aria-label="Name and address locked (KeyNest)" /> : null}
                    </Group>
                    <Text size="xs" c="dimmed" fw={400} hiddenFrom="sm">
                      {a.address ? `${type} · ${a.address}` : type}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{type}</Table.Td>
                  <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.address ?? ''}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {a.photos.length}
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {a.numberOfProperties}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${a.name}`}
                        onClick={() => setDeleting(template)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Edit ${a.name}`}
                        onClick={() => setEditing({ item: template })}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ListTable>
      </InfiniteList>

      <Modal
        opened={editing !== null}
        onClose={closeForm}
        size={TEMPLATE_LIST.modalWidth}
        title={editing?.item ? TEMPLATE_MESSAGES.editTitle : TEMPLATE_MESSAGES.addTitle}
      >
        <Suspense
          fallback={
            <Group justify="center" py="lg" role="status" aria-label="Loading the form">
              <Loader size="sm" />
            </Group>
          }
        >
          {editing ? <TemplateForm key={editing.item?.id ?? 'new'} item={editing.item} onDone={closeForm} /> : null}
        </Suspense>
      </Modal>

      <DeleteTemplate item={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
};

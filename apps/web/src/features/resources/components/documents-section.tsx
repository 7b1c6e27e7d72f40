import { DOCUMENT_SEARCH_DEBOUNCE_MS, type TDocumentItem } from '@hearth/domain/resources';
import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFolderPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/use-can';
import { useDeleteDocument } from '../../../api/resources/delete-document';
import { useDocuments } from '../../../api/resources/get-documents';
import { foldersOf } from '../utils/folders';
import { DocumentTree } from './document-tree';

// Both modals load when first opened: the page's first load stays free of their form code.
const UploadModal = lazy(() => import('./upload-modal').then((m) => ({ default: m.UploadModal })));
const FolderModal = lazy(() => import('./folder-modal').then((m) => ({ default: m.FolderModal })));

type DocumentsSectionProps = {
  /** The search in the address, and how to write it back (debounced). */
  search: string;
  onSearch: (search: string) => void;
  /** On the All tab the section has its own heading. */
  withHeading?: boolean;
};

const TreeSkeleton = () => (
  <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading documents">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} height={32} radius="sm" />
    ))}
  </Stack>
);

/**
 * The documents tree (docs/product/resources.md#who-uses-it): search on name, 200 ms after typing stops (docs/product/resources.md#limits); every folder opens while
 * searching. Staff and admin make folders, upload and delete. A failed load shows the empty state (docs/product/resources.md#messages).
 */
export const DocumentsSection = ({ search, onSearch, withHeading = false }: DocumentsSectionProps) => {
  const canManage = useCan('document:manage');
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), DOCUMENT_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== search) onSearch(debounced);
  }, [debounced, search, onSearch]);

  const documents = useDocuments(debounced);
  const items = documents.data?.data ?? [];
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const [modal, setModal] = useState<'folder' | 'upload' | null>(null);
  const [uploadOpened, setUploadOpened] = useState(false);
  const [folderOpened, setFolderOpened] = useState(false);
  const [deleting, setDeleting] = useState<TDocumentItem | null>(null);
  const remove = useDeleteDocument();
  const folders = foldersOf(items);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {withHeading ? (
          <Title order={2} size="h3">
            Documents
          </Title>
        ) : null}
        <TextInput
          label="Search documents"
          placeholder="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {canManage ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
              onClick={() => {
                setFolderOpened(true);
                setModal('folder');
              }}
            >
              New folder
            </Button>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => {
                setUploadOpened(true);
                setModal('upload');
              }}
            >
              Upload
            </Button>
          </Group>
        ) : null}
      </Group>

      {documents.isPending ? <TreeSkeleton /> : null}
      {documents.isSuccess && items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {debounced ? `No documents match “${debounced}”.` : 'There are no documents yet.'}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <DocumentTree
          items={items}
          isOpen={(id) => debounced !== '' || open.has(id)}
          onToggle={toggle}
          {...(canManage ? { onDelete: setDeleting } : {})}
        />
      ) : null}

      {canManage ? (
        <>
          {folderOpened ? (
            <Suspense fallback={null}>
              <FolderModal opened={modal === 'folder'} onClose={() => setModal(null)} folders={folders} />
            </Suspense>
          ) : null}
          {uploadOpened ? (
            <Suspense fallback={null}>
              <UploadModal opened={modal === 'upload'} onClose={() => setModal(null)} folders={folders} />
            </Suspense>
          ) : null}
          <ConfirmModal
            opened={deleting !== null}
            onClose={() => {
              setDeleting(null);
              remove.reset();
            }}
            title={deleting?.attributes.isFolder ? 'Delete folder' : 'Delete document'}
            confirmLabel="Delete"
            pending={remove.isPending}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  remove.reset();
                },
              });
            }}
            error={
              remove.error ? (
                <ErrorAlert>{serverMessage(remove.error) ?? 'It was not deleted. Try again.'}</ErrorAlert>
              ) : null
            }
          >
            <Text size="sm">Delete “{deleting?.attributes.name}”? This cannot be undone.</Text>
          </ConfirmModal>
        </>
      ) : null}
    </Stack>
  );
};

import type { TDocumentItem } from '@hearth/domain/resources';
import { DEFAULT_TIMEZONE, todayIn } from '@hearth/domain/dates';
import { ActionIcon, Anchor, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconFile,
  IconFileTypePdf,
  IconFolder,
  IconFolderOpen,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { formatDay, formatFileSize } from '../../../lib/format';

type DocumentTreeProps = {
  items: TDocumentItem[];
  /** Folders shown open; while searching every folder is open. */
  isOpen: (id: string) => boolean;
  onToggle: (id: string) => void;
  /** Staff and admin: a delete button on each row. */
  onDelete?: (item: TDocumentItem) => void;
};

const FileIcon = ({ fileType }: { fileType: string | null }) => {
  if (fileType === 'pdf') return <IconFileTypePdf size={18} aria-hidden color="var(--mantine-color-red-7)" />;
  if (fileType === 'png' || fileType === 'jpg' || fileType === 'jpeg')
    return <IconPhoto size={18} aria-hidden color="var(--mantine-color-blue-7)" />;
  return <IconFile size={18} aria-hidden />;
};

const modifiedDay = (iso: string) => formatDay(todayIn(DEFAULT_TIMEZONE, new Date(iso)));

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The rows of one level and, for open folders, the levels below, indented by depth. */
const rowsOf = (items: TDocumentItem[], depth: number, props: DocumentTreeProps): React.ReactNode[] =>
  items.flatMap((item) => {
    const a = item.attributes;
    const open = a.isFolder && props.isOpen(item.id);
    const indent = { paddingLeft: `calc(${depth} * var(--mantine-spacing-lg))` };
    const name = a.isFolder ? (
      <UnstyledButton onClick={() => props.onToggle(item.id)} aria-expanded={open} style={indent}>
        <Group gap={6} wrap="nowrap">
          {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          {open ? (
            <IconFolderOpen size={18} aria-hidden color="var(--mantine-color-yellow-7)" />
          ) : (
            <IconFolder size={18} aria-hidden color="var(--mantine-color-yellow-7)" />
          )}
          <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
            {a.name}
          </Text>
        </Group>
      </UnstyledButton>
    ) : (
      <Group gap={6} wrap="nowrap" style={{ ...indent, marginLeft: 20 }}>
        <FileIcon fileType={a.fileType} />
        {a.url ? (
          <Anchor href={a.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-word' }}>
            {a.name}
          </Anchor>
        ) : (
          <Text size="sm">{a.name}</Text>
        )}
      </Group>
    );
    const row = (
      <Table.Tr key={item.id}>
        <Table.Td>{name}</Table.Td>
        <Table.Td visibleFrom="sm">
          <Text size="sm" c="dimmed">
            {a.isFolder ? 'Folder' : (a.fileType ?? '').toUpperCase()}
          </Text>
        </Table.Td>
        <Table.Td visibleFrom="sm" style={numeric}>
          <Text size="sm">{modifiedDay(a.modifiedAt)}</Text>
        </Table.Td>
        <Table.Td ta="right" style={numeric}>
          <Text size="sm">{a.isFolder || a.fileSize === null ? '' : formatFileSize(a.fileSize)}</Text>
        </Table.Td>
        {props.onDelete ? (
          <Table.Td ta="right" w={48}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${a.name}`}
              onClick={() => props.onDelete?.(item)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Table.Td>
        ) : null}
      </Table.Tr>
    );
    return open ? [row, ...rowsOf(a.contents, depth + 1, props)] : [row];
  });

/** The documents tree as a table: Name, Type, Modified, Size; Type and Modified step aside on phones. */
export const DocumentTree = (props: DocumentTreeProps) => (
  <Table verticalSpacing="xs" highlightOnHover stickyHeader stickyHeaderOffset={56}>
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Name</Table.Th>
        <Table.Th visibleFrom="sm">Type</Table.Th>
        <Table.Th visibleFrom="sm">Modified</Table.Th>
        <Table.Th ta="right">Size</Table.Th>
        {props.onDelete ? (
          <Table.Th w={48}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>{rowsOf(props.items, 0, props)}</Table.Tbody>
  </Table>
);

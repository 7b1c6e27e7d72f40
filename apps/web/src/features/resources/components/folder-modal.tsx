import { DOCUMENT_NAME_MAX, ZDocumentName } from '@hearth/domain/resources';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { serverMessage } from '../../../lib/api-client';
import { useCreateFolder } from '../../../api/resources/create-document';
import { TOP_LEVEL } from '../utils/folders';

type FolderModalProps = {
  opened: boolean;
  onClose: () => void;
  folders: { value: string; label: string }[];
};

/** 'New folder': a name (1 to 120 characters, no '/') and the folder it goes in. */
export const FolderModal = ({ opened, onClose, folders }: FolderModalProps) => {
  const create = useCreateFolder();
  const [name, setName] = useState('');
  const [parent, setParent] = useState(TOP_LEVEL.value);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setProblem(null);
    create.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZDocumentName.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Name is required');
      return;
    }
    setProblem(null);
    create.mutate({ name: parsed.data, parentId: parent || null }, { onSuccess: close });
  };

  return (
    <Modal opened={opened} onClose={close} title="New folder" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Folder name"
            required
            value={name}
            maxLength={DOCUMENT_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          <Select
            label="In folder"
            data={[TOP_LEVEL, ...folders]}
            value={parent}
            onChange={(value) => setParent(value ?? TOP_LEVEL.value)}
            allowDeselect={false}
            searchable
          />
          {create.error ? (
            <ErrorAlert>{serverMessage(create.error) ?? 'The folder was not made. Try again.'}</ErrorAlert>
          ) : null}
          <FormFooter onCancel={close} saveLabel="Create folder" pending={{ save: create.isPending }} />
        </Stack>
      </form>
    </Modal>
  );
};

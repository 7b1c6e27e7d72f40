import {
  KEY_LIMITS,
  KEY_MESSAGES,
  KEY_STORE_TYPE_LABELS,
  KEY_STORE_TYPES,
  type KeyStoreType,
  type TKeyStoresResponse,
} from '@hearth/domain/keys';
import { Group, Loader, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { serverMessage } from '../../../lib/api-client';
import { useAssignKey } from '../../../api/keys/assign-key';
import { useKeyStorePicker } from '../../../api/keys/get-key-stores';
import { useUnassignedKeys } from '../../../api/keys/get-keys';

// Loaded when 'Assign a key' is pressed (property-keys-screen.tsx): the pickers are not in the tab's first load.

type TKeyStore = TKeyStoresResponse['data'][number];

/** A store as the picker lists it: its name and, where it has one, its address. */
const storeLabel = (s: TKeyStore) =>
  s.attributes.address ? `${s.attributes.name} — ${s.attributes.address}` : s.attributes.name;

/** The new-key choice of the radio group (a waiting key is chosen by its id). */
const NEW_KEY = 'new';

/** A new key's name, checked as the API checks it (ZAssignKeyRequest). */
export const keyNameProblem = (name: string): string | null => {
  const trimmed = name.trim();
  if (trimmed === '') return KEY_MESSAGES.nameRequired;
  if (trimmed.length > KEY_LIMITS.keyNameMax) return `A key name has at most ${KEY_LIMITS.keyNameMax} characters`;
  return null;
};

/**
 * Assign a key from a store: pick the store's type, then the store (searched by name or address), then a key
 * waiting in it or a new key's name (docs/product/keys.md#calls POST v3/properties/{id}/keys).
 */
export const AssignKeyForm = ({ propertyId, onDone }: { propertyId: string; onDone: () => void }) => {
  const assign = useAssignKey(propertyId);
  const [type, setType] = useState<KeyStoreType>('key-nest');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TKeyStore | null>(null);
  // Choosing a store writes its label into the field: that text is not a search, so the list of the text typed stays.
  const typed = chosen && search === storeLabel(chosen) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 300);
  const storeId = chosen?.id ?? null;
  const [choice, setChoice] = useState<string>(NEW_KEY);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const stores = useKeyStorePicker(type, debounced);
  const waiting = useUnassignedKeys(storeId);
  const waitingKeys = waiting.data?.data ?? [];

  const pickType = (next: string) => {
    setType(next as KeyStoreType);
    setChosen(null);
    setSearch('');
    setChoice(NEW_KEY);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!storeId) {
      setProblem('Choose a store');
      return;
    }
    if (choice === NEW_KEY) {
      const nameProblem = keyNameProblem(name);
      setProblem(nameProblem);
      if (nameProblem) return;
      assign.mutate({ name: name.trim(), storeId }, { onSuccess: onDone });
    } else {
      setProblem(null);
      assign.mutate({ keyId: choice }, { onSuccess: onDone });
    }
  };

  const found = stores.data?.data ?? [];
  // The chosen store stays an option whatever the last search answered, so the field keeps showing it.
  const listed = chosen && !found.some((s) => s.id === chosen.id) ? [chosen, ...found] : found;
  const storeOptions = listed.map((s) => ({ value: s.id, label: storeLabel(s) }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="assign-store-type">
            Type of store
          </Text>
          <SegmentedControl
            aria-labelledby="assign-store-type"
            value={type}
            onChange={pickType}
            data={KEY_STORE_TYPES.map((value) => ({ value, label: KEY_STORE_TYPE_LABELS[value] }))}
            fullWidth
          />
        </Stack>

        <Select
          label="Store"
          placeholder="Search by name or address"
          searchable
          // The server searches; the list shown is its answer as it is.
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          data={storeOptions}
          value={storeId}
          onChange={(value) => {
            setChosen(listed.find((s) => s.id === value) ?? null);
            setChoice(NEW_KEY);
            setProblem(null);
          }}
          nothingFoundMessage={stores.isFetching ? 'Searching…' : KEY_MESSAGES.noItems}
          rightSection={stores.isFetching ? <Loader size={14} /> : undefined}
          error={!storeId && problem ? problem : undefined}
          required
        />

        {chosen?.attributes.openingTime ? (
          <Text size="sm" c="dimmed">
            Open {chosen.attributes.openingTime}
          </Text>
        ) : null}

        {storeId ? (
          <Radio.Group label="Key" value={choice} onChange={setChoice}>
            <Stack gap="xs" mt="xs">
              {waiting.isPending ? (
                <Group gap="xs" role="status" aria-label="Loading the keys in this store">
                  <Loader size="xs" />
                  <Text size="sm">Looking for keys in this store…</Text>
                </Group>
              ) : null}
              {waitingKeys.map((key) => (
                <Radio
                  key={key.id}
                  value={key.id}
                  label={
                    key.attributes.keyNestId
                      ? `${key.attributes.name} (KeyNest ${key.attributes.keyNestId})`
                      : key.attributes.name
                  }
                />
              ))}
              {!waiting.isPending && waitingKeys.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {KEY_MESSAGES.noUnassignedKeys}
                </Text>
              ) : null}
              <Radio value={NEW_KEY} label="A new key" />
            </Stack>
          </Radio.Group>
        ) : null}

        {storeId && choice === NEW_KEY ? (
          <TextInput
            label="New key's name"
            placeholder="Front door"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={KEY_LIMITS.keyNameMax + 20}
            error={problem}
            required
          />
        ) : null}

        {assign.error ? <ErrorAlert>{serverMessage(assign.error) ?? assign.error.message}</ErrorAlert> : null}

        <FormFooter onCancel={onDone} saveLabel="Assign key" pending={{ save: assign.isPending }} />
      </Stack>
    </form>
  );
};

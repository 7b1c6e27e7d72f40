import { PROPERTY_LIST } from '@hearth/domain/properties';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type PropertySearchInputProps = {
  /** The applied search text (from the address bar). */
  value: string;
  /** Called 600 ms after typing stops. */
  onCommit: (text: string) => void;
};

/** The list's search box: typing shows at once, the list follows 600 ms after the last key (docs/product/properties.md#limits). */
export const PropertySearchInput = ({ value, onCommit }: PropertySearchInputProps) => {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onCommit(next);
  }, PROPERTY_LIST.searchDebounceMs);

  // The address bar changed by other means (Back, a link): show that text and forget what was pending.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    commit.cancel();
    setText(value);
  }, [value, commit]);

  return (
    <TextInput
      aria-label="Search property"
      placeholder="Search property"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={PROPERTY_LIST.queryMax}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              setText('');
              commit('');
              commit.flush();
            }}
          />
        ) : null
      }
      style={{ flex: 1, minWidth: 200 }}
    />
  );
};

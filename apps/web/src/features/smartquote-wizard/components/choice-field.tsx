import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { MOBILE_QUERY } from '../../../lib/media';

type ChoiceFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
};

/** A labelled segmented control: a few words to pick one of, all in view (type, segment, amenities). */
export const ChoiceField = <V extends string>({ label, value, options, onChange }: ChoiceFieldProps<V>) => {
  const id = useId();
  // Four words side by side fit a phone only across its whole width.
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Stack gap={4} role="radiogroup" aria-labelledby={id} align={mobile ? 'stretch' : 'flex-start'}>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        value={value}
        onChange={(next) => onChange(next as V)}
        data={options.map((option) => ({ ...option }))}
        fullWidth={mobile}
        style={{ maxWidth: '100%' }}
      />
    </Stack>
  );
};

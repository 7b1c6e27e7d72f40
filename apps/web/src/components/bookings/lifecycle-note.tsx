import { Text } from '@mantine/core';

/** A refusal that is not an error of the click: dark orange, light on the dark scheme. */
const REFUSAL_COLOUR = 'light-dark(var(--mantine-color-orange-9), var(--mantine-color-orange-4))';

/**
 * What a home's life cycle allows of stays (docs/product/properties.md#life-cycle), in a calendar's selection bar: why
 * Book is disabled on the chosen nights (`refusal`, which the button points at by `id`), else what the home allows
 * ('This home is offboarding: its last night is 10 Mar 2027.'). Shared by the calendar and the multi-calendar.
 */
export const LifecycleNote = ({ id, refusal, note }: { id: string; refusal: string | null; note: string | null }) => {
  const text = refusal ?? note;
  if (!text) return null;
  return (
    <Text size="sm" c={refusal ? REFUSAL_COLOUR : 'dimmed'} fw={refusal ? 500 : undefined} id={id}>
      {text}
    </Text>
  );
};

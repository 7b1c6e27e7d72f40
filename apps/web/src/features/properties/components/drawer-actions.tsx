import { Button, Group } from '@mantine/core';

/** The footer of the list's drawers (spec 000 §2): Clear All and Apply both take effect at once and close it. */
export const DrawerActions = (props: { onClear: () => void; onApply: () => void; onClose: () => void }) => (
  <Group gap="sm" justify="flex-end" pt="md">
    <Button
      variant="default"
      onClick={() => {
        props.onClear();
        props.onClose();
      }}
    >
      Clear All
    </Button>
    <Button
      onClick={() => {
        props.onApply();
        props.onClose();
      }}
    >
      Apply
    </Button>
  </Group>
);

import { Button, Drawer, Group } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useOpenGeneration } from '../hooks/use-open-generation';

/**
 * The shell of the list's Sort and Filter drawers (docs/product/properties.md#screens): right side, full width on mobile, and a fresh
 * body at each opening, so the draft starts from what is applied.
 */
export const ListDrawer = (props: {
  opened: boolean;
  onClose: () => void;
  fullScreen: boolean;
  size: 'sm' | 'md';
  title: string;
  children: ReactNode;
}) => {
  const generation = useOpenGeneration(props.opened);
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size={props.fullScreen ? '100%' : props.size}
      title={props.title}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Fragment key={generation}>{props.children}</Fragment>
    </Drawer>
  );
};

/** The drawers' footer: Clear All and Apply both take effect at once and close the drawer. */
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

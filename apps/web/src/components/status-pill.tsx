import { statusPillColour } from '@hearth/domain/properties';
import { Badge, type BadgeProps } from '@mantine/core';
import classes from './status-pill.module.css';

/** A status word in the colour the spec gives it (docs/product/display.md#states): teal unless a listed word says otherwise. */
export const StatusPill = ({ label, ...props }: { label: string } & Omit<BadgeProps, 'color' | 'children'>) => {
  const colour = statusPillColour(label);
  return (
    <Badge
      variant="light"
      radius="sm"
      color={colour}
      tt="none"
      classNames={{ label: classes.pill }}
      style={{ '--pill-text': `var(--mantine-color-${colour}-9)`, minWidth: 'fit-content' } as React.CSSProperties}
      {...props}
    >
      {label}
    </Badge>
  );
};

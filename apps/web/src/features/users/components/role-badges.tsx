import { isRole, roleBadge } from '@hearth/domain/access';
import { USER_LIST } from '@hearth/domain/users';
import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';

/** A role as its badge reads: lowercased, without ROLE_ (docs/product/users.md#fields); an unknown one the same way. */
const badgeText = (role: string): string => (isRole(role) ? roleBadge(role) : role.replace(/^ROLE_/, '').toLowerCase());

/** The first three roles as badges, then '+N' whose tooltip lists the rest (docs/product/users.md#screens, #limits). */
export const RoleBadges = ({ roles }: { roles: readonly string[] }) => {
  const shown = roles.slice(0, USER_LIST.roleBadgesMax);
  const rest = roles.slice(USER_LIST.roleBadgesMax).map(badgeText);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((role) => (
        <Badge key={role} variant="light" size="sm" radius="sm" tt="none">
          {badgeText(role)}
        </Badge>
      ))}
      {rest.length > 0 ? (
        <Tooltip
          label={rest.join(', ')}
          multiline
          maw={260}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Badge
            variant="outline"
            color="gray"
            size="sm"
            radius="sm"
            tt="none"
            // Focusable so that the keyboard opens the tooltip too; screen readers read the hidden list instead.
            tabIndex={0}
            style={{ cursor: 'default' }}
          >
            <span aria-hidden>+{rest.length}</span>
            <VisuallyHidden>
              {rest.length} more roles: {rest.join(', ')}
            </VisuallyHidden>
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
};

import {
  Avatar,
  Badge,
  Burger,
  Group,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconChevronDown,
  IconLogout,
  IconMoon,
  IconSettings,
  IconSun,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';
import type { Session } from '../../lib/auth';
import { canDo } from '../../lib/use-can';

type HeaderProps = {
  session: Session;
  productName: string;
  /** The organisation's logo, shown beside the product name (a Pro licensee's shell shows their own). */
  logoUrl: string | null;
  mobile: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
};

const initialsOf = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';

export const Header = ({ session, productName, logoUrl, mobile, menuOpened, onToggleMenu }: HeaderProps) => {
  const { user, company } = session;
  const runsCompany = canDo({ userId: user.id, roles: user.roles }, 'company:settings-in-menu');
  const pro = company !== null && runsCompany;
  const companySettingsId = runsCompany ? (user.companyId ?? company?.id ?? null) : null;
  // Staff with a company see a pro badge (docs/product/shell.md#who-uses-it); a licensee's shell already reads '{product} Pro'.
  const proBadge = !pro && user.companyId !== null && canDo({ userId: user.id, roles: user.roles }, 'app:pro-badge');
  // The scheme follows the system until the user picks one here; Mantine keeps the choice in local storage.
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {mobile ? (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            size="sm"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
          />
        ) : null}
        <UnstyledButton component={Link} to={paths.home.getHref()} miw={0}>
          <BrandMark productName={productName} pro={pro} logoUrl={pro ? company?.settings.logoUrl : logoUrl} />
        </UnstyledButton>
        {proBadge ? (
          <Badge size="xs" variant="light" radius="sm">
            PRO
          </Badge>
        ) : null}
      </Group>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton p={4} style={{ borderRadius: 8, flexShrink: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar size={30} radius="xl" color="brand" aria-hidden>
                {initialsOf(user.firstName, user.lastName)}
              </Avatar>
              {/* The visible name is the button's accessible name; on mobile only screen readers get it. */}
              {mobile ? (
                <VisuallyHidden>{user.fullName}</VisuallyHidden>
              ) : (
                <Text size="sm" fw={500}>
                  {user.fullName}
                </Text>
              )}
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          <Menu.Item
            component={Link}
            to={paths.settings.getHref()}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Settings
          </Menu.Item>
          {companySettingsId ? (
            <Menu.Item
              component={Link}
              to={paths.company.getHref(companySettingsId)}
              leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
            >
              Company Settings
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
            onClick={() => setColorScheme(dark ? 'light' : 'dark')}
          >
            {dark ? 'Light mode' : 'Dark mode'}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.logout.getHref()} leftSection={<IconLogout size={16} aria-hidden />}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};

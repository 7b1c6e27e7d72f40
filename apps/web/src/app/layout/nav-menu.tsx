import { allowedMenuItems, allowedMobileItems, FAQ_LABEL, type MenuItem } from '@hearth/domain/access';
import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconBook,
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCode,
  IconExternalLink,
  IconFileDollar,
  IconFileText,
  IconFolders,
  IconHelpCircle,
  IconHome,
  IconLogout,
  IconPlugConnected,
  IconRocket,
  IconSettings,
  IconTemplate,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { NavLink as RouterNavLink } from 'react-router';
import { paths } from '../../config/paths';
import { helpLinkOf } from '../../lib/help-link';

const ICONS: Record<string, Icon> = {
  '/properties': IconHome,
  '/reservation-all': IconCalendarEvent,
  '/smartquotes': IconFileDollar,
  '/users': IconUsers,
  '/channels': IconPlugConnected,
  '/statements': IconFileText,
  '/balances': IconWallet,
  '/templates': IconTemplate,
  '/devtools': IconCode,
  '/resources': IconFolders,
  '/knowledgecentre': IconBook,
  '/releases': IconRocket,
  '/settings': IconSettings,
  '/companies': IconBuildingSkyscraper,
  '/logout': IconLogout,
};

const MenuLink = ({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) => {
  const ItemIcon = ICONS[item.path] ?? IconBuildingCommunity;
  return (
    <NavLink
      component={RouterNavLink}
      to={item.path}
      label={item.label}
      leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
      onClick={onNavigate}
    />
  );
};

type NavMenuProps = {
  roles: readonly string[];
  faqUrl: string;
  /** On mobile the menu also lists Settings, Companies and Logout (docs/product/shell.md#screens). */
  mobile: boolean;
  onNavigate?: () => void;
};

/** The left navigation: exactly the items the user's roles may open, then the FAQ link. */
export const NavMenu = ({ roles, faqUrl, mobile, onNavigate }: NavMenuProps) => {
  const items = allowedMenuItems(roles);
  const mobileItems = mobile ? allowedMobileItems(roles) : [];
  // Admin and staff get the knowledge centre; everyone else the external help centre (issue 17 item 6).
  const help = helpLinkOf(roles, faqUrl, paths.knowledgeCentre.getHref());
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <nav aria-label="Main menu">
        <Stack gap={2}>
          {items.map((item) => (
            <MenuLink key={item.path} item={item} onNavigate={onNavigate} />
          ))}
          {help?.external ? (
            <NavLink
              href={help.href}
              target="_blank"
              rel="noopener noreferrer"
              label={FAQ_LABEL}
              leftSection={<IconHelpCircle size={18} stroke={1.6} aria-hidden />}
              rightSection={<IconExternalLink size={14} stroke={1.6} aria-hidden />}
            />
          ) : help ? (
            <NavLink
              component={RouterNavLink}
              to={help.href}
              label={FAQ_LABEL}
              onClick={onNavigate}
              leftSection={<IconHelpCircle size={18} stroke={1.6} aria-hidden />}
            />
          ) : null}
          {mobileItems.length > 0 ? <Divider my="xs" /> : null}
          {mobileItems.map((item) => (
            <MenuLink key={item.path} item={item} onNavigate={onNavigate} />
          ))}
        </Stack>
      </nav>
    </ScrollArea>
  );
};

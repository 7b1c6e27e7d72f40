import { Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useCan } from '../lib/use-can';

/** The tabs of a property (docs/product/properties.md#screens '/properties/{propertyId}/{tab?}/{section?}'), each its own address. */
export type PropertyTab = 'calendar' | 'details' | 'photos' | 'reviews' | 'keys';

const hrefOf = (propertyId: string, tab: PropertyTab): string => {
  switch (tab) {
    case 'calendar':
      return paths.property.calendar.getHref(propertyId);
    case 'photos':
      return paths.property.getHref(propertyId, 'details', 'photos');
    default:
      return paths.property.getHref(propertyId, tab);
  }
};

const LABELS: Record<PropertyTab, string> = {
  calendar: 'Calendar',
  details: 'Details',
  photos: 'Photos',
  reviews: 'Reviews',
  keys: 'Keys',
};

/** Under the property header on every tab; Keys only for those who may see a property's keys. */
export const PropertyTabs = ({ propertyId, active }: { propertyId: string; active: PropertyTab }) => {
  const seesKeys = useCan('key:read');
  const tabs: PropertyTab[] = ['calendar', 'details', 'photos', 'reviews', ...(seesKeys ? (['keys'] as const) : [])];
  return (
    // Each tab is a link to its own address (so it opens in a new browser tab too); the address decides which is active.
    <Tabs value={active} keepMounted={false}>
      <Tabs.List aria-label="Property">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} renderRoot={(props) => <Link {...props} to={hrefOf(propertyId, tab)} />}>
            {LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
};

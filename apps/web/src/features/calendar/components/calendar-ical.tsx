import { Box, Group } from '@mantine/core';
import { IcalExport } from './ical-export';
import { IcalPanel } from './ical-panel';

type CalendarIcalProps = {
  propertyId: string;
  url: string;
  /** Those who may read the home's confidential parts manage its feeds too (the panel). */
  confidential: boolean;
  timeZone: string;
  mobile: boolean;
};

/** Under the days: the home's iCal export address, and the panel that rotates it and manages the feeds read in. */
export const CalendarIcal = ({ propertyId, url, confidential, timeZone, mobile }: CalendarIcalProps) => (
  <Group gap="sm" align="flex-end">
    <Box style={{ flex: '1 1 280px', minWidth: 0 }}>
      <IcalExport url={url} />
    </Box>
    {confidential ? <IcalPanel propertyId={propertyId} url={url} timeZone={timeZone} mobile={mobile} /> : null}
  </Group>
);

import { Alert, Anchor, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A quote with no forecast says so, and what can be done about it, instead of showing invented figures. */
export const NoForecast = ({ quoteId }: { quoteId: string }) => (
  <Alert
    color="orange"
    variant="light"
    icon={<IconMapPinOff size={18} aria-hidden />}
    title="Not enough comparable homes near this address to forecast"
  >
    <Text size="sm">
      The forecast needs listed homes or homes we manage within a few kilometres, and this address has too few. Check
      that the address is right and placed where the home is (a manually entered address is placed at its suburb):{' '}
      <Anchor component={Link} to={paths.smartquoteStep.getHref(quoteId, 'address')} size="sm">
        edit the address
      </Anchor>
      . The fine-tuning below is saved and applies once there is a forecast.
    </Text>
  </Alert>
);

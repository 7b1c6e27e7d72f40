import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The property's secret iCal export (booked and blocked nights) with a copy button; only when the API gives it. */
export const IcalExport = ({ url }: { url: string }) => (
  <TextInput
    label="iCal export"
    description="Booked and blocked nights, for a channel manager or a personal calendar. Keep this address private."
    value={url}
    readOnly
    size="sm"
    onFocus={(event) => event.currentTarget.select()}
    rightSection={
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="left">
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? 'Copied iCal address' : 'Copy iCal address'}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    }
  />
);

import { Stack } from '@mantine/core';
import { StatusPill } from '../../../components/status-pill';
import { formatInstantIn } from '../../../lib/format';
import { wordOf, type TBookingVerification } from '../utils/booking-record';
import { EmptyText, Fact, Facts } from './record-parts';

/** Whether the guest was verified, how and when. */
export const VerificationTab = ({
  verification,
  timeZone,
}: {
  verification: TBookingVerification | null | undefined;
  timeZone: string;
}) => {
  if (!verification) return <EmptyText>This guest has not been verified yet</EmptyText>;
  return (
    <Stack gap="md">
      <Facts label="Verification">
        <Fact label="Status">
          <StatusPill label={wordOf(verification.status)} />
        </Fact>
        <Fact label="Method">{verification.method ? wordOf(verification.method) : 'Not recorded'}</Fact>
        <Fact label="Checked at">
          {verification.checkedAt ? formatInstantIn(verification.checkedAt, timeZone) : 'Not checked yet'}
        </Fact>
        <Fact label="Note">{verification.note}</Fact>
      </Facts>
    </Stack>
  );
};

import { Paper, Stack } from '@mantine/core';
import { RetryAlert } from '../../../components/error-alert';
import { PageSkeleton } from '../../../components/page-skeleton';
import { serverMessage } from '../../../lib/api-client';
import { useOrganisation } from '../../../api/organisation/get-organisation';
import { GuestMailSettings } from './guest-mail-settings';
import { OrganisationForm } from './organisation-form';
import { OrganisationLogo } from './organisation-logo';

/**
 * Settings → Organisation (docs/product/setup.md#screens): the organisation's fields, then its logo, then when guests
 * get their check-in instructions (docs/product/guest-mail.md#settings).
 */
export const OrganisationSettings = () => {
  const organisation = useOrganisation();
  if (organisation.isPending) return <PageSkeleton rows={5} />;
  if (organisation.isError) {
    return (
      <RetryAlert
        title="Oops"
        message={serverMessage(organisation.error) ?? 'The organisation could not be loaded.'}
        onRetry={() => void organisation.refetch()}
        retrying={organisation.isFetching}
      />
    );
  }
  const attributes = organisation.data.data.attributes;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <OrganisationForm organisation={attributes} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <OrganisationLogo logoUrl={attributes.logoUrl} tradingName={attributes.tradingName} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <GuestMailSettings organisation={attributes} />
      </Paper>
    </Stack>
  );
};

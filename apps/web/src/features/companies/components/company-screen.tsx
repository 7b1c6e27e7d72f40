import { Anchor, Breadcrumbs, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHistory, IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { ChangeHistory } from '../../../components/change-history';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useCan } from '../../../lib/use-can';
import { useCompany } from '../../../api/companies/get-company';
import { companyHistorySource } from '../../../api/companies/get-company-history';
import { CompanyDetails, companyUsers } from './company-details';
import { CompanySettings } from './company-settings';

const ZCompanyParams = z.object({
  companyId: ZRouteId,
  tab: z.optional(z.enum(['settings', 'history'])),
});

type Tab = 'details' | 'settings' | 'history';

/** Back to the list this viewer came from: a licensee's /companies, else User Management's Companies tab. */
const CompaniesCrumb = ({ name }: { name: string | null }) => {
  const licensee = useCan('company:settings-in-menu');
  const back = licensee ? paths.companies.getHref() : paths.usersCompanies.getHref();
  return (
    <Breadcrumbs separatorMargin={6}>
      <Anchor component={Link} to={back} size="sm">
        Companies
      </Anchor>
      {name ? (
        <Text size="sm" c="dimmed" aria-current="page">
          {name}
        </Text>
      ) : null}
    </Breadcrumbs>
  );
};

const CompanyPage = ({ companyId, tab }: { companyId: string; tab: Tab }) => {
  const navigate = useNavigate();
  const company = useCompany(companyId);
  const attributes = company.data?.data.attributes;
  const canReadHistory = useCan('company:read-history', { companyId });
  const linkUsers = useCan('user:read');
  useDocumentTitle(attributes?.companyName ?? 'Company');

  if (isNotFound(company.error)) return <NotFoundPage />;
  if (company.isPending) return <PageSkeleton rows={5} />;
  if (!company.data || !attributes) {
    return (
      <Stack gap="lg">
        <CompaniesCrumb name={null} />
        <ErrorAlert
          title={`${isApiError(company.error) ? company.error.errorCode : 'UNKNOWN'} Could not load the company`}
        >
          {company.error?.message}
        </ErrorAlert>
      </Stack>
    );
  }
  // A tab this viewer does not have opens the details instead.
  if ((tab === 'settings' && !attributes.canUpdate) || (tab === 'history' && !canReadHistory)) {
    return <Navigate to={paths.company.getHref(companyId)} replace />;
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <CompaniesCrumb name={attributes.companyName} />
        <Title order={1} size="h2">
          {attributes.companyName}
        </Title>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate(paths.company.getHref(companyId, next === 'settings' || next === 'history' ? next : undefined))
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="details" leftSection={<IconInfoCircle size={16} aria-hidden />}>
            Company Details
          </Tabs.Tab>
          {attributes.canUpdate ? (
            <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
              Settings
            </Tabs.Tab>
          ) : null}
          {canReadHistory ? (
            <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
              History
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="details">
          <CompanyDetails company={attributes} users={companyUsers(company.data)} linkUsers={linkUsers} />
        </Tabs.Panel>
        {attributes.canUpdate ? (
          <Tabs.Panel value="settings">
            <CompanySettings companyId={companyId} company={attributes} />
          </Tabs.Panel>
        ) : null}
        {canReadHistory ? (
          <Tabs.Panel value="history">
            <ChangeHistory {...companyHistorySource(companyId)} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
};

/**
 * `/company/{companyId}/{tab?}`: a partner company, tabs Company Details, Settings (for those who may change them)
 * and History; the tab is in the address. A malformed id, an unknown tab or a company out of reach is the 404 page.
 */
export const CompanyScreen = () => {
  const params = useRouteParams(ZCompanyParams);
  if (!params) return <NotFoundPage />;
  return <CompanyPage key={params.companyId} companyId={params.companyId} tab={params.tab ?? 'details'} />;
};

import { Divider, Stack, Tabs, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCan } from '../../../lib/use-can';
import { useUrlState } from '../../../lib/url-state';
import { ZResourcesAddress, type ResourceTab } from '../utils/resources-address';
import { DocumentsSection } from './documents-section';
import { FormsSection } from './forms-section';
import { NewsletterSection } from './newsletters-section';

/**
 * /resources (docs/product/resources.md#who-uses-it): tabs All, Documents, Forms (licensees only), Newsletters; the tab is in the address
 * (`?tab=documents`), so a copied link opens it. All shows the sections stacked.
 */
export const ResourcesScreen = () => {
  useDocumentTitle('Resources');
  const canReadForms = useCan('form:read');
  const [address, setAddress] = useUrlState(ZResourcesAddress);
  const tab: ResourceTab = address.tab === 'forms' && !canReadForms ? 'all' : (address.tab ?? 'all');
  const onSearch = useCallback(
    (search: string) => setAddress((current) => ({ ...current, search }), { replace: true }),
    [setAddress],
  );
  const documents = (withHeading: boolean) => (
    <DocumentsSection search={address.search} onSearch={onSearch} withHeading={withHeading} />
  );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Resources
      </Title>
      <Tabs
        value={tab}
        onChange={(value) =>
          setAddress((current) => ({
            ...current,
            tab: value === 'all' ? null : ((value as ResourceTab | null) ?? null),
          }))
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="all">All</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          {canReadForms ? <Tabs.Tab value="forms">Forms</Tabs.Tab> : null}
          <Tabs.Tab value="newsletters">Newsletters</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="all" pt="lg">
          <Stack gap="xl">
            {documents(true)}
            {canReadForms ? (
              <>
                <Divider />
                <FormsSection withHeading />
              </>
            ) : null}
            <Divider />
            <NewsletterSection withHeading />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="lg">
          {documents(false)}
        </Tabs.Panel>
        {canReadForms ? (
          <Tabs.Panel value="forms" pt="lg">
            <FormsSection />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="newsletters" pt="lg">
          <NewsletterSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

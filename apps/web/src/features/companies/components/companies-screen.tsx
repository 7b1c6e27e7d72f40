import { Stack, Title } from '@mantine/core';
import { CompaniesTable, useCompanyListAddress } from '../../../components/companies-table';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCompanyList } from '../../../api/companies/get-company-list';

/** `/companies`: a licensee's companies (the API answers only their own), in the shared companies table (docs/product/companies.md#screens). */
export const CompaniesScreen = () => {
  useDocumentTitle('Companies');
  const [address, setAddress] = useCompanyListAddress();
  const list = useCompanyList(address.search, address.sort);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Companies
      </Title>
      <CompaniesTable address={address} setAddress={setAddress} list={list} />
    </Stack>
  );
};

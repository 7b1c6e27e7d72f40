import { CompaniesTable, useCompanyListAddress } from '../../../components/companies-table';
import { useCompanyList } from '../../../api/companies/get-company-list';

/** The Companies tab of User Management: every partner company (docs/product/users.md#screens). */
export const CompaniesTab = () => {
  const [address, setAddress] = useCompanyListAddress();
  const list = useCompanyList(address.search, address.sort);
  return <CompaniesTable address={address} setAddress={setAddress} list={list} />;
};

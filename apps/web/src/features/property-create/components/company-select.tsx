import type { PartnerType } from '@hearth/domain/properties';
import { Select } from '@mantine/core';
import { useHomeCompanies } from '../../../api/companies/get-home-companies';

/** The organisation's own company (docs/product/setup.md): its homes are managed by us. */
const OWN_PARTNER_TYPE: PartnerType = 'Hearth';

type CompanySelectProps = {
  /** Null for the organisation's own company. */
  value: string | null;
  onChange: (companyId: string | null) => void;
  /** A company already chosen (a quote's), named even when it is not among the first companies listed. */
  known?: { id: string; name: string } | null;
  error?: string;
};

/** The company that runs the home: the organisation's own first, then the partner companies by name. */
export const CompanySelect = ({ value, onChange, known = null, error }: CompanySelectProps) => {
  const companies = useHomeCompanies(true);
  const rows = companies.data?.data ?? [];
  const own = rows.find((row) => row.attributes.partnerType === OWN_PARTNER_TYPE) ?? null;
  const options = [...(own ? [own] : []), ...rows.filter((row) => row !== own)].map((row) => ({
    value: row.id,
    label: row.attributes.companyName,
  }));
  if (known && !options.some((option) => option.value === known.id)) {
    options.push({ value: known.id, label: known.name });
  }

  return (
    <Select
      label="Company"
      description="The company that runs this home"
      placeholder={companies.isPending ? 'Loading companies…' : 'Choose the company'}
      data={options}
      value={value ?? own?.id ?? null}
      onChange={(next) => onChange(next === null || next === own?.id ? null : next)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No company has this name"
      error={error ?? (companies.isError ? 'Could not load the companies. Reload the page to try again.' : undefined)}
      withAsterisk
    />
  );
};

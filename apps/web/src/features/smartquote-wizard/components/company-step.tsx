import { SMARTQUOTE_LIMITS, type TSmartquoteResource } from '@hearth/domain/smartquotes';
import type { TCompanyListItem } from '@hearth/domain/companies';
import { Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuoteCompanies } from '../../../api/smartquotes/get-quote-companies';
import { ErrorAlert } from '../../../components/error-alert';
import { draftCompanyOf, lacksBranding, type DraftCompany } from '../utils/company-branding';
import type { StepProps } from '../utils/step-props';
import { BrandingDialog } from './branding-dialog';
import { StepForm } from './step-form';

const CHOOSE_COMPANY = 'Choose the company this quote is for';

type CompanyStepProps = StepProps & {
  /** An existing quote keeps its company. */
  quote: TSmartquoteResource | null;
  company: DraftCompany | null;
  onCompany: (company: DraftCompany) => void;
};

/** The companies matching the search (400 ms after the last key, first 10), one to pick. */
const CompanyChoice = ({
  company,
  onPick,
}: {
  company: DraftCompany | null;
  onPick: (c: TCompanyListItem) => void;
}) => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SMARTQUOTE_LIMITS.companySearchDebounceMs);
  const companies = useQuoteCompanies(debounced);
  const rows = companies.data ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        label="Search companies"
        placeholder="Company name"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={companies.isFetching ? <Loader size="xs" aria-label="Searching companies" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {companies.error ? <ErrorAlert>Could not load the companies. Try again.</ErrorAlert> : null}
      {companies.isSuccess && rows.length === 0 ? <Text c="dimmed">No company matches the search</Text> : null}
      <Radio.Group
        label="Company"
        value={company?.id ?? null}
        onChange={(id) => {
          const picked = rows.find((row) => row.id === id);
          if (picked) onPick(picked);
        }}
      >
        <Stack gap="xs" mt="xs">
          {rows.map((row) => (
            <Radio
              key={row.id}
              value={row.id}
              label={row.attributes.companyName}
              description={row.attributes.partnerType}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
};

/**
 * Step 0 (docs/product/smartquotes.md#states): the partner company the quote is for. Picking one keeps its id and LTR fee here until the
 * address step creates the quote; one without branding offers to add it first.
 */
export const CompanyStep = ({ quote, company, onCompany, back, nextLabel, onDone }: CompanyStepProps) => {
  const [branding, setBranding] = useState<DraftCompany | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (row: TCompanyListItem) => {
    setProblem(null);
    onCompany(draftCompanyOf(row));
    if (lacksBranding(row)) setBranding(draftCompanyOf(row));
  };
  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (quote) onDone(quote.id);
        else if (company) onDone(null);
        else setProblem(CHOOSE_COMPANY);
      }}
    >
      {quote ? (
        <Text>
          Company:{' '}
          <Text span fw={600}>
            {quote.attributes.company.companyName}
          </Text>
        </Text>
      ) : (
        <CompanyChoice company={company} onPick={pick} />
      )}
      {problem ? (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      ) : null}
      <BrandingDialog company={branding} onClose={() => setBranding(null)} />
    </StepForm>
  );
};

import { USER_MESSAGES } from '@hearth/domain/users';
import { Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import type { AttachedCompany } from '../../../api/users/get-user';
import { useLicenseeCompanies } from '../../../api/companies/get-licensee-companies';
import { serverMessage } from '../../../lib/api-client';
import { AttachmentRow } from './attachment-row';
import { FormSection } from './form-section';

type CompanyAssignmentProps = {
  value: AttachedCompany | null;
  onChange: (company: AttachedCompany | null) => void;
  error?: ReactNode;
};

/** A licensee's partner company: one at most, picked from the licensee partners, removed after a confirmation. */
export const CompanyAssignment = ({ value, onChange, error }: CompanyAssignmentProps) => {
  const companies = useLicenseeCompanies(value === null);
  const [removing, setRemoving] = useState(false);

  const picker = () => {
    if (companies.isPending) {
      return <Skeleton height={36} radius="sm" role="status" aria-label="Loading companies" />;
    }
    if (companies.isError) {
      return <ErrorAlert>{serverMessage(companies.error) ?? 'The partner companies could not be loaded.'}</ErrorAlert>;
    }
    return (
      <Select
        label="Partner company"
        placeholder="Pick a partner company"
        searchable
        nothingFoundMessage="No company matches"
        data={companies.data.map((company) => ({ value: company.id, label: company.attributes.companyName }))}
        value={null}
        onChange={(id) => {
          const company = companies.data.find((item) => item.id === id);
          if (company) {
            onChange({
              id: company.id,
              companyName: company.attributes.companyName,
              partnerType: company.attributes.partnerType,
            });
          }
        }}
      />
    );
  };

  return (
    <FormSection legend="Company" description="A licensee belongs to one partner company." error={error}>
      {value ? (
        <Paper withBorder radius="sm">
          <Stack component="ul" gap={0} m={0} p={0} aria-label="Assigned company" style={{ listStyle: 'none' }}>
            <AttachmentRow
              title={value.companyName}
              detail={value.partnerType}
              removeLabel={`Remove ${value.companyName}`}
              onRemove={() => setRemoving(true)}
            />
          </Stack>
        </Paper>
      ) : (
        picker()
      )}
      <ConfirmModal
        opened={removing}
        onClose={() => setRemoving(false)}
        title="Remove company"
        confirmLabel="Remove"
        pending={false}
        onConfirm={() => {
          onChange(null);
          setRemoving(false);
        }}
      >
        <Text size="sm">{USER_MESSAGES.removeCompany}</Text>
      </ConfirmModal>
    </FormSection>
  );
};

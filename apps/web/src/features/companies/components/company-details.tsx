import type { TCompanyAttributes, TCompanyDocument } from '@hearth/domain/companies';
import { Anchor, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatFee } from '../utils/settings-rules';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children === null || children === '' ? '—' : children}
    </Text>
  </Stack>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Stack gap="sm">
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

type CompanyUser = { id: string; email: string; fullName: string };

/** The company's users: with the relation included, or in its attributes. */
export const companyUsers = (document: TCompanyDocument): CompanyUser[] =>
  document.data.attributes.users ?? (document.included ?? []).map((user) => ({ id: user.id, ...user.attributes }));

/**
 * The Company Details tab (docs/product/companies.md#screens): logo, name, address, main contact, CX manager, the LTR management fee as a
 * percentage, and the users, each a link to their record for those who may open it (not licensees).
 */
export const CompanyDetails = ({
  company,
  users,
  linkUsers,
}: {
  company: TCompanyAttributes;
  users: CompanyUser[];
  linkUsers: boolean;
}) => {
  const { address, mainContact, cxManager } = company;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Section title="Company">
        {company.settings.logoUrl ? (
          <Image
            src={company.settings.logoUrl}
            alt={`${company.companyName} logo`}
            h={64}
            w="auto"
            maw={220}
            fit="contain"
          />
        ) : null}
        <Field label="Name">{company.companyName}</Field>
        <Field label="Partner type">{company.partnerType}</Field>
        <Field label="LTR Management Fee">{formatFee(company.settings.ltrManagementFee)}</Field>
      </Section>
      <Section title="Address">
        <Field label="Street">{address.street}</Field>
        <Field label="City">{address.city}</Field>
        <Field label="State">{address.state}</Field>
        <Field label="Postcode">{address.postcode}</Field>
        <Field label="Country">{address.country}</Field>
      </Section>
      <Section title="Main contact">
        <Field label="Name">{fullName(mainContact)}</Field>
        <Field label="Mobile">{mainContact?.mobile ?? null}</Field>
        <Field label="Email">{mainContact?.email ?? null}</Field>
      </Section>
      <Section title="CX manager">
        <Field label="Name">{fullName(cxManager)}</Field>
        <Field label="Email">{cxManager?.email ?? null}</Field>
      </Section>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Users" style={{ gridColumn: '1 / -1' }}>
        <Stack gap="sm">
          <Title order={2} size="h5">
            Users
          </Title>
          {users.length === 0 ? (
            <Text size="sm" c="dimmed">
              No users belong to this company yet.
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {users.map((user) => (
                <li key={user.id}>
                  <Text size="sm" span fw={500}>
                    {linkUsers ? (
                      <Anchor component={Link} to={paths.userUpdate.getHref(user.id)}>
                        {user.fullName}
                      </Anchor>
                    ) : (
                      user.fullName
                    )}
                  </Text>
                  <Text size="sm" span c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {' · '}
                    {user.email}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
};

import { addressOrNull } from '@hearth/domain/api';
import {
  COMPANY_LIST,
  COMPANY_MESSAGES,
  COMPANY_SORTS,
  companyListError,
  type CompanySort,
  type TCompaniesResponse,
  type TCompanyListItem,
} from '@hearth/domain/companies';
import { ActionIcon, Anchor, Stack, Table, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '../config/paths';
import { isApiError, NETWORK_ERROR } from '../lib/api-client';
import { useUrlState, type SetUrlState } from '../lib/url-state';
import { DebouncedSearch, SortHeader } from './list-controls';
import { InfiniteList, ListTable } from './list-table';

/*
 * The companies table of /users/companies and /companies (docs/product/companies.md#screens): search, sortable headers, pages of 25 loaded
 * as the bottom of the table comes into view. The screens fetch (api/companies/get-company-list.ts) and pass the
 * result in; the table's search and sort live in the address.
 */

/** The table's address: `?search=&sort=` (zod/mini, as every address schema: domain api/address.schemas.ts). */
export const ZCompanyListAddress = z.object({
  search: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.trim().slice(0, 100)),
  ),
  sort: addressOrNull(z.enum(COMPANY_SORTS)),
});
export type CompanyListAddress = z.output<typeof ZCompanyListAddress>;

/** The table's search and sort, read from and written to the address of the screen showing it. */
export const useCompanyListAddress = (): [CompanyListAddress, SetUrlState<CompanyListAddress>] => {
  const { pathname } = useLocation();
  // A debounced search that fires after the user has left the page must not bring them back to it.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const [address, setAddress] = useUrlState(ZCompanyListAddress, { canWrite });
  return [address, setAddress];
};

export const cxManagerName = (company: TCompanyListItem): string => {
  const manager = company.attributes.cxManager;
  return manager ? `${manager.firstName} ${manager.lastName}`.trim() : '';
};

const listErrorText = (error: unknown): string =>
  isApiError(error)
    ? companyListError(error.errorCode, error.errorMessage)
    : companyListError(NETWORK_ERROR, error instanceof Error ? error.message : '');

export type CompanyListQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<TCompaniesResponse>>,
  | 'data'
  | 'error'
  | 'isPending'
  | 'isPlaceholderData'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'fetchNextPage'
  | 'refetch'
>;

type CompaniesTableProps = {
  address: CompanyListAddress;
  setAddress: SetUrlState<CompanyListAddress>;
  list: CompanyListQuery;
};

/** Search box, then the table (or its skeleton, empty text or error alert) and the marker that loads more. */
export const CompaniesTable = ({ address, setAddress, list }: CompaniesTableProps) => {
  const navigate = useNavigate();
  const companies = list.data?.pages.flatMap((page) => page.data) ?? [];
  const onSort = (sort: CompanySort | null) => setAddress((current) => ({ ...current, sort }));

  return (
    <Stack gap="md">
      <DebouncedSearch
        label="Search companies"
        placeholder={COMPANY_MESSAGES.searchPlaceholder}
        delayMs={COMPANY_LIST.searchDebounceMs}
        value={address.search}
        onSearch={(search) => setAddress((current) => ({ ...current, search }), { replace: true })}
      />
      <InfiniteList
        list={list}
        count={companies.length}
        loadingLabel="Loading companies"
        skeleton={{ rows: 6, height: 36 }}
        loadingMoreLabel="Loading more companies"
        empty={COMPANY_MESSAGES.noCompanies}
        errorTitle={COMPANY_MESSAGES.listErrorTitle}
        errorText={listErrorText}
        minRowsForMore={COMPANY_LIST.pageSize}
      >
        {/* While a new search loads, the previous search's rows show dimmed. */}
        <ListTable stale={list.isPlaceholderData} sticky>
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Company Name" field="name" sort={address.sort} onSort={onSort} />
              <SortHeader label="State" field="state" sort={address.sort} onSort={onSort} visibleFrom="sm" />
              <SortHeader label="CX Manager" field="cx-manager" sort={address.sort} onSort={onSort} visibleFrom="sm" />
              <SortHeader label="Properties" field="properties" sort={address.sort} onSort={onSort} numeric />
              <Table.Th w={56}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.map((company) => {
              const a = company.attributes;
              const href = paths.company.getHref(company.id);
              return (
                <Table.Tr key={company.id} onClick={() => void navigate(href)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={href}
                      c="inherit"
                      fw={500}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {a.companyName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{a.address.state ?? ''}</Table.Td>
                  <Table.Td visibleFrom="sm">{cxManagerName(company)}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {a.numberOfProperties}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      component={Link}
                      to={a.canUpdate ? paths.company.getHref(company.id, 'settings') : href}
                      variant="subtle"
                      color="gray"
                      aria-label={`Edit ${a.companyName}`}
                      onClick={(event: MouseEvent) => event.stopPropagation()}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ListTable>
      </InfiniteList>
    </Stack>
  );
};

import type { TReservationListItem } from '@hearth/domain/bookings';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCompaniesByIds } from '../../../api/companies/get-companies';
import { propertyQueryOptions } from '../../../api/properties/get-property';

export type Names = Record<string, string>;
export type NameKind = 'properties' | 'companies';
export type FilterNames = Record<NameKind, Names>;

/** A copied link can name many properties; only the first few are looked up one by one (the chip counts the rest). */
const PROPERTY_LOOKUPS_MAX = 10;

/**
 * The names of the chosen properties and companies, by id: from the listed rows, from the drawer's choices, and for a
 * copied link whose choices neither names, from a lookup by id (the property document; `GET v3/companies?filters[ids]`).
 */
export const useFilterNames = (
  chosen: { properties: readonly string[]; companies: readonly string[] },
  rows: readonly TReservationListItem[],
): { names: FilterNames; remember: (kind: NameKind, names: Names) => void } => {
  const [picked, setPicked] = useState<FilterNames>({ properties: {}, companies: {} });
  const remember = useCallback(
    (kind: NameKind, names: Names) => setPicked((current) => ({ ...current, [kind]: { ...current[kind], ...names } })),
    [],
  );
  const fromRows = useMemo(() => {
    const properties: Names = {};
    const companies: Names = {};
    for (const row of rows) {
      properties[row.attributes.propertyId] = row.attributes.property.name;
      if (row.attributes.company) companies[row.attributes.company.id] = row.attributes.company.name;
    }
    return { properties, companies };
  }, [rows]);

  const unnamedProperties = chosen.properties
    .filter((id) => fromRows.properties[id] === undefined && picked.properties[id] === undefined)
    .slice(0, PROPERTY_LOOKUPS_MAX);
  const unnamedCompanies = chosen.companies.filter(
    (id) => fromRows.companies[id] === undefined && picked.companies[id] === undefined,
  );
  const properties = useQueries({
    queries: unnamedProperties.map((id) => ({ ...propertyQueryOptions(id), retry: false })),
  });
  const companies = useCompaniesByIds(unnamedCompanies);

  const names: FilterNames = {
    properties: {
      ...Object.fromEntries(properties.flatMap((q) => (q.data ? [[q.data.data.id, q.data.data.attributes.name]] : []))),
      ...picked.properties,
      ...fromRows.properties,
    },
    companies: {
      ...Object.fromEntries((companies.data ?? []).map((c) => [c.id, c.attributes.companyName])),
      ...picked.companies,
      ...fromRows.companies,
    },
  };
  return { names, remember };
};

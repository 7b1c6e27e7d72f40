import type { TRotateIcalExportResponse } from '@hearth/domain/ical';
import type { TPropertyDocument } from '@hearth/domain/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { propertyKeys } from '../properties/keys';

export type RotateIcalExportInput = { propertyId: string };

/** `POST v3/properties/{id}/ical-export/rotate` → 200 with the new export URL; the old one answers 404 from now on. */
export const rotateIcalExport = async ({ propertyId }: RotateIcalExportInput): Promise<string> =>
  (await api.post<TRotateIcalExportResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/ical-export/rotate`))
    .data.attributes.url;

export const useRotateIcalExport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateIcalExport,
    // The property document carries icalUrl: put the new address in it so every copy control shows it at once.
    onSuccess: (url, { propertyId }) =>
      client.setQueryData(propertyKeys.detail(propertyId), (old: TPropertyDocument | undefined) =>
        old ? { ...old, data: { ...old.data, attributes: { ...old.data.attributes, icalUrl: url } } } : old,
      ),
  });
};

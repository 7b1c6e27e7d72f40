import type { PhotoType, TPhotoUrlResponse } from '@hearth/domain/photos';
import { api } from '../../lib/api-client';

/** `GET v3/properties/{id}/photo-url?type=`: where to PUT one photo, and the `publicUrl` to save it under (docs/product/photos.md#calls). */
export const getPhotoUploadUrl = async (propertyId: string, type: PhotoType) =>
  (
    await api.get<TPhotoUrlResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/photo-url`, {
      params: { type },
    })
  ).data.attributes;

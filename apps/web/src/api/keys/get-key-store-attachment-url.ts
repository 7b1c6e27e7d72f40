import type { TemplatePhotoType, TKeyStoreAttachmentResponse } from '@hearth/domain/keys';
import { api } from '../../lib/api-client';

/** `GET v3/key-stores/attachment-url?type=`: where to PUT one template photo, and the s3Key to save (docs/product/templates.md#calls). */
export const getKeyStoreAttachmentUrl = async (type: TemplatePhotoType) =>
  (await api.get<TKeyStoreAttachmentResponse>('/api/v3/key-stores/attachment-url', { params: { type } })).data
    .attributes;

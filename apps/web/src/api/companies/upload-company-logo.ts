import type { LogoType } from '@hearth/domain/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCsrfToken } from '../../lib/api-client';
import { putFile } from '../../lib/put-file';
import { getLogoUploadUrl } from './get-logo-upload-url';
import { afterCompanySaved, updateCompanySettings } from './update-company-settings';

export type LogoUpload = { file: File; type: LogoType; onProgress: (fraction: number) => void; signal?: AbortSignal };

/**
 * A new logo (docs/product/companies.md#calls): ask where to put it, PUT the file there, then save its public URL as the company's logo.
 */
export const uploadCompanyLogo = async (companyId: string, { file, type, onProgress, signal }: LogoUpload) => {
  const { publicUrl, signedUrl } = await getLogoUploadUrl(companyId, type);
  const headers: Record<string, string> = { 'Content-Type': file.type };
  // The API's own upload route checks CSRF like every other write; a storage service elsewhere never sees the token.
  if (new URL(signedUrl, window.location.origin).origin === window.location.origin) {
    headers['X-CSRF-Token'] = await getCsrfToken();
  }
  await putFile(signedUrl, file, headers, onProgress, signal);
  return updateCompanySettings(companyId, { settings: { logoUrl: publicUrl } });
};

export const useUploadCompanyLogo = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: LogoUpload) => uploadCompanyLogo(companyId, upload),
    onSuccess: (document) => afterCompanySaved(queryClient, companyId, document),
  });
};

import type { LogoType } from '@hearth/domain/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCsrfToken } from '../../lib/api-client';
import { putFile } from '../../lib/put-file';
import { getLogoUploadUrl } from './get-logo-upload-url';
import { afterOrganisationSaved, updateOrganisation } from './update-organisation';

export type LogoUpload = { file: File; type: LogoType; onProgress: (fraction: number) => void };

/** A new logo: ask where to put it, PUT the file there, then save its public URL as the organisation's logo. */
export const uploadOrganisationLogo = async ({ file, type, onProgress }: LogoUpload) => {
  const { publicUrl, signedUrl } = await getLogoUploadUrl(type);
  const headers: Record<string, string> = { 'Content-Type': file.type };
  // The API's own upload route checks CSRF like every other write; a storage service elsewhere never sees the token.
  if (new URL(signedUrl, window.location.origin).origin === window.location.origin) {
    headers['X-CSRF-Token'] = await getCsrfToken();
  }
  await putFile(signedUrl, file, headers, onProgress);
  return updateOrganisation({ data: { type: 'organisation', attributes: { logoUrl: publicUrl } } });
};

export const useUploadOrganisationLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrganisationLogo,
    onSuccess: (document) => afterOrganisationSaved(queryClient, document),
  });
};

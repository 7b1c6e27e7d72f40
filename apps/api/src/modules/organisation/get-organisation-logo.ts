import { HTTP } from '@hearth/domain';
import type { BlobStore, OpenedBlob } from '../../adapters/blob';
import type { BrandReader } from '../../common/organisation/brand';
import { AppError } from '../../lib/app-error';

const noLogo = () => new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'There is no logo.' });

/**
 * `GET v1/public/organisation/logo?v=`: the organisation's logo for anyone (the sign-in page shows it). `current` says
 * whether `v` is the logo's own version, so the answer may be cached for good. A `v` newer than this process knows is
 * a change another process made: it reads the organisation again rather than serve the old logo under the new address.
 */
export const getOrganisationLogo = async (options: {
  blob: BlobStore;
  brand: BrandReader;
  version: string | undefined;
}): Promise<{ opened: OpenedBlob; current: boolean }> => {
  const { version } = options;
  let brand = await options.brand.read();
  if (version !== undefined && Number(version) > Number(brand.version ?? 0)) {
    options.brand.forget();
    brand = await options.brand.read();
  }
  if (!brand.logoKey) throw noLogo();
  const opened = await options.blob.open(brand.logoKey);
  if (!opened) throw noLogo();
  return { opened, current: version !== undefined && version === brand.version };
};

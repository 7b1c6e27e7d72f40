import { lazy, Suspense } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import * as z from 'zod/mini';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { PropertyHeader, PropertyHeaderError } from '../../../components/property-header';
import { PropertyTabs } from '../../../components/property-tabs';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { MOBILE_QUERY } from '../../../lib/media';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useCan } from '../../../lib/use-can';
import { useProperty } from '../../../api/properties/get-property';
import { usePhotos } from '../../../api/photos/get-photos';
import { PhotosSkeleton, PhotosView } from './photos-view';

// Editors only: the drop zone, drag to reorder and delete load when an editor opens the page, not in its first load.
const PhotosEditor = lazy(() => import('./photos-editor').then((module) => ({ default: module.PhotosEditor })));

const PropertyPhotos = ({ propertyId }: { propertyId: string }) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const property = useProperty(propertyId);
  const photos = usePhotos(propertyId);
  const canEdit = useCan('property:edit-photos');
  useDocumentTitle(property.data?.data.attributes.name ?? 'Property', 'Photos');

  if (isNotFound(photos.error)) return <NotFoundPage />;
  return (
    <Stack gap="md">
      {property.isError ? (
        <PropertyHeaderError error={property.error} />
      ) : (
        <PropertyHeader property={property.data?.data} mobile={mobile} />
      )}
      <PropertyTabs propertyId={propertyId} active="photos" />
      {photos.isError ? (
        <ErrorAlert title="Could not load photos">
          {isApiError(photos.error)
            ? `${photos.error.errorCode} ${photos.error.errorMessage}`
            : 'Something went wrong. Try again.'}
        </ErrorAlert>
      ) : !photos.data ? (
        <PhotosSkeleton />
      ) : canEdit ? (
        <Suspense fallback={<PhotosSkeleton />}>
          <PhotosEditor propertyId={propertyId} document={photos.data} />
        </Suspense>
      ) : (
        <PhotosView document={photos.data} />
      )}
    </Stack>
  );
};

const ZPhotosParams = z.object({ propertyId: ZRouteId });

/** `/properties/{id}/details/photos` (docs/product/photos.md#screens): the header, the tabs and the property's photos. */
export const PropertyPhotosScreen = () => {
  const params = useRouteParams(ZPhotosParams);
  if (!params) return <NotFoundPage />;
  return <PropertyPhotos key={params.propertyId} propertyId={params.propertyId} />;
};

import { REVIEW_TEXT } from '@hearth/domain/reviews';
import { Button, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import * as z from 'zod/mini';
import { ErrorAlert } from '../../../components/error-alert';
import { NotFoundPage } from '../../../components/error-page';
import { useEndMarker } from '../../../lib/use-end-marker';
import { PropertyHeader, PropertyHeaderError } from '../../../components/property-header';
import { PropertyTabs } from '../../../components/property-tabs';
import { isApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import { isNotFound, useRouteParams, ZRouteId } from '../../../lib/route-params';
import { useProperty } from '../../../api/properties/get-property';
import { usePropertyReviews } from '../../../api/reviews/get-property-reviews';
import { ReviewCard, Stars } from '../../../components/review-card';

export const ReviewsSkeleton = ({ count = 3 }: { count?: number }) => (
  <Stack gap="md" role="status" aria-busy="true" aria-label="Loading reviews">
    {Array.from({ length: count }, (_, index) => (
      <Paper key={index} withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="sm">
            <Skeleton height={32} width={32} radius="md" />
            <Skeleton height={14} width="30%" />
          </Group>
          <Skeleton height={16} width="50%" />
          <Skeleton height={12} />
          <Skeleton height={12} width="85%" />
        </Stack>
      </Paper>
    ))}
  </Stack>
);

const PropertyReviews = ({ propertyId }: { propertyId: string }) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { productName } = usePublicConfig();
  const property = useProperty(propertyId);
  const reviews = usePropertyReviews(propertyId);
  useDocumentTitle(property.data?.data.attributes.name ?? 'Property', REVIEW_TEXT.title);
  const timeZone = property.data?.data.attributes.timezone ?? DEFAULT_TIME_ZONE;
  const more = reviews.hasNextPage && !reviews.isFetchingNextPage && !reviews.isError;
  const endRef = useEndMarker(() => void reviews.fetchNextPage(), more);

  if (isNotFound(reviews.error) || isNotFound(property.error)) return <NotFoundPage />;
  const items = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  const meta = reviews.data?.pages[0]?.meta;

  return (
    <Stack gap="md">
      {property.isError ? (
        <PropertyHeaderError error={property.error} />
      ) : (
        <PropertyHeader property={property.data?.data} mobile={mobile} />
      )}
      <PropertyTabs propertyId={propertyId} active="reviews" />

      {meta && meta.totalCount > 0 ? (
        <Group gap="sm" aria-label="Rating summary">
          {meta.averageRating !== null ? <Stars value={meta.averageRating} size="md" /> : null}
          <Text size="sm" c="dimmed">
            {meta.totalCount} {meta.totalCount === 1 ? 'review' : 'reviews'}
          </Text>
        </Group>
      ) : null}

      {reviews.isPending ? (
        <ReviewsSkeleton />
      ) : items.length === 0 && !reviews.isError ? (
        <Text c="dimmed" ta="center" py="xl">
          {REVIEW_TEXT.empty}
        </Text>
      ) : (
        <Stack gap="md" component="section" aria-label={REVIEW_TEXT.title}>
          {items.map((review) => (
            <ReviewCard key={review.id} review={review} productName={productName} timeZone={timeZone} />
          ))}
        </Stack>
      )}

      {reviews.isFetchingNextPage ? <ReviewsSkeleton count={1} /> : null}
      {reviews.isError ? (
        <ErrorAlert title={REVIEW_TEXT.errorTitle}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {isApiError(reviews.error)
                ? `${reviews.error.errorCode} ${reviews.error.errorMessage}`
                : 'Something went wrong. Try again.'}
            </Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void (items.length > 0 ? reviews.fetchNextPage() : reviews.refetch())}
            >
              Try again
            </Button>
          </Stack>
        </ErrorAlert>
      ) : null}
      {more ? (
        // Scrolling to it loads the next page (docs/product/reviews.md#limits: half in view); the button is there for keyboards.
        <Center ref={endRef}>
          <Button variant="subtle" onClick={() => void reviews.fetchNextPage()}>
            Show more reviews
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
};

const ZReviewsParams = z.object({ propertyId: ZRouteId });

/** `/properties/{id}/reviews` (docs/product/reviews.md#screens, #fields): the guests' reviews, newest first, loading on scroll. */
export const PropertyReviewsScreen = () => {
  const params = useRouteParams(ZReviewsParams);
  if (!params) return <NotFoundPage />;
  return <PropertyReviews key={params.propertyId} propertyId={params.propertyId} />;
};

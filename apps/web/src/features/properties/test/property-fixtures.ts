import type { TPropertyListItem, TPropertySearchResponse } from '@hearth/domain/properties';

let serial = 0;

/** A list row with believable defaults; override what a test is about. */
export const propertyItem = (
  overrides: Partial<TPropertyListItem['attributes']> & { id?: string } = {},
): TPropertyListItem => {
  serial += 1;
  const { id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`, ...attributes } = overrides;
  return {
    id,
    type: 'property',
    attributes: {
      code: `NSH-${String(serial).padStart(3, '0')}`,
      name: `Beach House ${serial}`,
      status: 'active',
      address: {
        street: '12 Hastings Street',
        city: 'Noosa Heads',
        state: 'QLD',
        postcode: '4567',
        country: 'Australia',
        full: '12 Hastings Street, Noosa Heads QLD 4567, Australia',
        latitude: -26.39,
        longitude: 153.09,
      },
      company: { id: '11111111-1111-4111-8111-111111111111', name: 'Hearth', partnerType: 'Hearth' },
      owners: [{ id: '22222222-2222-4222-8222-222222222222', fullName: 'Olivia Owner' }],
      details: { bedrooms: 3, bathrooms: 2, maxGuests: 6, minimumStay: 2, type: 'house', segment: 'premium' },
      managementType: 'hearth',
      keyType: 'key-nest',
      keyStatus: 'in-store',
      overallCleaningStatus: 'ready',
      riskStatus: null,
      airbnbOverallRating: 4.8,
      amenities: ['pool'],
      currency: 'AUD',
      primaryPhoto: null,
      photos: [],
      tasksSummary: { maintenanceOverdue: 0, inspectionOverdue: 0, maintenanceTasks: 1, inspectionTasks: 0 },
      totalBookingAmount: null,
      corporateBookingAmount: null,
      ...attributes,
    },
  };
};

/** One page of the list; single bounds (`minPrice`, `maxPrice`, `currency`) are that currency's `priceBounds` too. */
export const searchReply = (
  data: TPropertyListItem[],
  meta: Partial<TPropertySearchResponse['meta']> = {},
): { status: number; body: TPropertySearchResponse } => {
  const { minPrice = null, maxPrice = null, currency = null } = meta;
  const single = minPrice !== null && maxPrice !== null && currency !== null ? [{ currency, minPrice, maxPrice }] : [];
  return {
    status: 200,
    body: {
      data,
      meta: {
        totalCount: data.length,
        countCapped: false,
        totalPages: 1,
        pageNumber: 1,
        pageSize: 25,
        minPrice,
        maxPrice,
        currency,
        priceBounds: single,
        ...meta,
      },
    },
  };
};

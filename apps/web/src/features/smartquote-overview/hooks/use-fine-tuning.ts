import {
  SMARTQUOTE_DEFAULTS,
  type SmartquoteAmenities,
  type SmartquoteOccupancy,
  type SmartquotePricing,
  type SmartquoteSegment,
  type TSmartquoteAttributes,
} from '@hearth/domain/smartquotes';
import { useRef, useState } from 'react';
import { useUpdateSmartquoteSettings } from '../../../api/smartquotes/update-smartquote-settings';

export type FineTuning = {
  occupancy: SmartquoteOccupancy;
  pricing: SmartquotePricing;
  segment: SmartquoteSegment;
  amenities: SmartquoteAmenities;
  /** A day `YYYY-MM-DD`, or null. */
  closeBy: string | null;
};

/** What the controls show before the quote's settings load (docs/product/smartquotes.md#states). */
export const FINE_TUNING_DEFAULTS: FineTuning = { ...SMARTQUOTE_DEFAULTS.overview, closeBy: null };

const savedOf = (settings: TSmartquoteAttributes['settings']): FineTuning => ({
  occupancy: settings.occupancy,
  pricing: settings.pricing,
  segment: settings.segment,
  amenities: settings.amenities,
  closeBy: settings.closeBy,
});

/**
 * The overview's fine-tuning (docs/product/smartquotes.md#states): a change saves at once and shows while it saves; a change made while a
 * save is in flight, or before the settings have loaded, is ignored; a failed save puts the control back and says so.
 */
export const useFineTuning = (quoteId: string, settings: TSmartquoteAttributes['settings'] | undefined) => {
  const update = useUpdateSmartquoteSettings(quoteId);
  /** The value being saved, shown over the saved one until the answer comes. */
  const [pending, setPending] = useState<Partial<FineTuning> | null>(null);
  const [failed, setFailed] = useState(false);
  // A ref as well as the mutation's state: two changes in one tick must not both start a save.
  const saving = useRef(false);
  const loaded = settings !== undefined;

  const values: FineTuning = { ...(settings ? savedOf(settings) : FINE_TUNING_DEFAULTS), ...pending };

  const change = <K extends keyof FineTuning>(key: K, value: FineTuning[K]) => {
    if (!loaded || saving.current || values[key] === value) return;
    saving.current = true;
    setFailed(false);
    setPending({ [key]: value } as Partial<FineTuning>);
    update.mutate({ [key]: value } as Partial<FineTuning>, {
      onError: () => setFailed(true),
      onSettled: () => {
        saving.current = false;
        setPending(null);
      },
    });
  };

  return { values, change, loaded, saving: update.isPending, failed, dismissFailure: () => setFailed(false) };
};

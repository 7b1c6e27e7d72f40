import {
  SMARTQUOTE_AMENITIES,
  SMARTQUOTE_MESSAGES,
  SMARTQUOTE_SEGMENTS,
  type SmartquoteAmenities,
  type SmartquoteSegment,
} from '@hearth/domain/smartquotes';
import { useState } from 'react';
import { useStepSave } from '../hooks/use-step-save';
import type { QuoteStepProps } from '../utils/step-props';
import { ChoiceField } from './choice-field';
import { StepForm } from './step-form';

const word = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Step 7 (docs/product/smartquotes.md#states): the level of standard (segment comfort, amenities standard unless set); then the overview. */
export const StandardStep = ({ quote, back, nextLabel, onDone }: QuoteStepProps) => {
  const settings = quote.attributes.settings;
  const [segment, setSegment] = useState<SmartquoteSegment>(settings.segment);
  const [amenities, setAmenities] = useState<SmartquoteAmenities>(settings.amenities);
  const { save, pending, alert } = useStepSave(quote.id, SMARTQUOTE_MESSAGES.saveSettings, onDone);
  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      pending={pending}
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        save({ settings: { segment, amenities } });
      }}
    >
      <ChoiceField
        label="Segment"
        value={segment}
        onChange={setSegment}
        options={SMARTQUOTE_SEGMENTS.map((value) => ({ value, label: word(value) }))}
      />
      <ChoiceField
        label="Amenities"
        value={amenities}
        onChange={setAmenities}
        options={SMARTQUOTE_AMENITIES.map((value) => ({ value, label: word(value) }))}
      />
    </StepForm>
  );
};

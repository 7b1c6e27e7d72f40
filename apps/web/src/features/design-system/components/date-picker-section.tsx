import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { GallerySection } from './gallery-section';

/** The date field at the spec's size, one with a range and one with its error line. */
export const DatePickerSection = () => {
  const [checkIn, setCheckIn] = useState<string | null>('2026-01-12');
  const [checkOut, setCheckOut] = useState<string | null>(null);
  return (
    <GallerySection
      title="Date picker"
      usedIn="property edit, fees and exclusions, reservation filters, the calendar toolbar, book a stay, SmartQuote."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DatePickerField
          label="Check-in"
          value={checkIn}
          onChange={setCheckIn}
          minDate="2026-01-01"
          maxDate="2026-12-31"
          description="Any day of 2026"
        />
        <DatePickerField
          label="Check-out"
          value={checkOut}
          onChange={setCheckOut}
          placeholder="Pick a day"
          withAsterisk
          error={checkOut === null ? 'Check-out is required' : undefined}
        />
      </SimpleGrid>
    </GallerySection>
  );
};

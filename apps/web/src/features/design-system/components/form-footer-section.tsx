import { SimpleGrid } from '@mantine/core';
import { FormFooter } from '../../../components/form-footer';
import { GallerySection, Sample } from './gallery-section';

const noop = () => undefined;

/** The footer as forms use it: without Delete, with Delete (a handler given), and with a save running. */
export const FormFooterSection = () => (
  <GallerySection
    title="Form footer"
    usedIn="every edit form: property, fees, templates, events, keys, notes, photos, branding, book a stay."
  >
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <Sample label="Without a delete handler">
        <FormFooter onCancel={noop} onSave={noop} />
      </Sample>
      <Sample label="With a delete handler">
        <FormFooter onCancel={noop} onSave={noop} onDelete={noop} />
      </Sample>
      <Sample label="Saving">
        <FormFooter onCancel={noop} onSave={noop} onDelete={noop} saveLabel="Save changes" pending={{ save: true }} />
      </Sample>
    </SimpleGrid>
  </GallerySection>
);

import { PROPERTY_LIST } from '@hearth/domain/properties';
import { MultiSelect, Pill, type MultiSelectProps } from '@mantine/core';

/** A MultiSelect that shows up to three chips, then '+N' for the rest (docs/product/properties.md#limits). */
export const CappedMultiSelect = ({ value = [], ...props }: MultiSelectProps & { value?: string[] }) => {
  const shown = PROPERTY_LIST.multiSelectChips;
  return (
    <MultiSelect
      value={value}
      comboboxProps={{ withinPortal: true }}
      {...props}
      renderPill={({ option, value: item, onRemove, disabled }) => {
        const index = value.indexOf(String(item));
        if (index < shown) {
          return (
            <Pill withRemoveButton={!disabled} onRemove={onRemove}>
              {option.label}
            </Pill>
          );
        }
        return index === shown ? <Pill>+{value.length - shown}</Pill> : null;
      }}
    />
  );
};

import {
  fullAddressOf,
  SMARTQUOTE_LABELS,
  SMARTQUOTE_MESSAGES,
  type TSmartquotePropertyInput,
  type TSmartquoteResource,
} from '@hearth/domain/smartquotes';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useCreateSmartquote } from '../../../api/smartquotes/create-smartquote';
import { useUpdateSmartquote } from '../../../api/smartquotes/update-smartquote';
import { addressProblems, EMPTY_ADDRESS, type AddressField, type AddressFields } from '../utils/address-input';
import type { DraftCompany } from '../utils/company-branding';
import type { StepProps } from '../utils/step-props';
import { AddressManual } from './address-manual';
import { AddressSearch } from './address-search';
import { StepForm } from './step-form';

type Mode = 'search' | 'manual';

type AddressStepProps = StepProps & { quote: TSmartquoteResource | null; company: DraftCompany | null };

const fieldsOf = (quote: TSmartquoteResource | null): AddressFields => {
  if (!quote) return EMPTY_ADDRESS;
  const p = quote.attributes.property;
  return {
    street: p.street,
    city: p.city,
    state: p.state,
    postcode: p.postcode,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
  };
};

/** The property part of the body: the five fields as the API checks them, the full address and the position. */
const propertyOf = (fields: AddressFields): TSmartquotePropertyInput => {
  const country = fields.country === '' ? undefined : fields.country;
  const address = {
    street: fields.street.trim(),
    city: fields.city.trim(),
    // The eight states are accepted in any case (docs/product/smartquotes.md#rules) and kept as they are written.
    state: country === 'Australia' ? fields.state.trim().toUpperCase() : fields.state.trim(),
    postcode: fields.postcode.trim(),
    country: country ?? 'Australia',
  };
  return {
    ...address,
    fullAddress: fullAddressOf(address),
    latitude: fields.latitude,
    longitude: fields.longitude,
  };
};

/**
 * Step 1 (docs/product/smartquotes.md#screens, #states, #rules): the home's address, found by search (a suggestion must be chosen) or typed by hand.
 * Next creates the quote, or updates the one that exists, then goes to the details.
 */
export const AddressStep = ({ quote, company, back, nextLabel, onDone }: AddressStepProps) => {
  // An existing quote shows its address in the fields; a new one starts with the search.
  const [mode, setMode] = useState<Mode>(quote ? 'manual' : 'search');
  const [fields, setFields] = useState<AddressFields>(() => fieldsOf(quote));
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreateSmartquote();
  const update = useUpdateSmartquote(quote?.id ?? '');

  const clear = () => {
    setFields(EMPTY_ADDRESS);
    setText('');
    setChosen(false);
    setProblems({});
    setAlert(null);
  };
  // A typed change to the place makes the old position wrong: the server finds the suburb's position instead.
  const setField = (field: AddressField, value: string) => {
    setFields((current) => {
      const moved = field !== 'street' && field !== 'postcode';
      return { ...current, [field]: value, ...(moved ? { latitude: null, longitude: null } : {}) };
    });
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const failed = (error: unknown) => {
    console.warn('Could not save the address', error);
    setAlert(SMARTQUOTE_MESSAGES.saveAddress);
  };

  const submit = () => {
    setAlert(null);
    if (mode === 'search' && !chosen) {
      setAlert(SMARTQUOTE_MESSAGES.pickSuggestion);
      return;
    }
    const found = addressProblems(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const property = propertyOf(fields);
    if (quote) {
      update.mutate({ property }, { onSuccess: () => onDone(quote.id), onError: failed });
    } else if (company) {
      create.mutate({ companyId: company.id, property }, { onSuccess: (doc) => onDone(doc.data.id), onError: failed });
    }
  };

  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      pending={create.isPending || update.isPending}
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {mode === 'search' ? (
        <AddressSearch
          text={text}
          chosen={chosen ? fields : null}
          problems={problems}
          onText={(next) => {
            setText(next);
            if (chosen) {
              setChosen(false);
              setFields(EMPTY_ADDRESS);
              setProblems({});
            }
          }}
          onChoose={(next, label) => {
            setFields(next);
            setText(label);
            setChosen(true);
            setProblems({});
            setAlert(null);
          }}
          onField={setField}
        />
      ) : (
        <AddressManual fields={fields} problems={problems} onField={setField} />
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            clear();
            setMode(mode === 'search' ? 'manual' : 'search');
          }}
        >
          {mode === 'search' ? SMARTQUOTE_LABELS.manualAddress : SMARTQUOTE_LABELS.searchAddress}
        </Button>
      </Group>
    </StepForm>
  );
};

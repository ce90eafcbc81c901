import { Dropdown, Option, Spinner } from '@fluentui/react-components';
import type { Province } from '../api/client';

export interface ProvinceDropdownProps {
  /** The provinces to choose from; `null` while they load (the dropdown waits, with a spinner). */
  provinces: Province[] | null;
  /** The chosen province's `_id`, or '' for none. */
  selectedId: string;
  /** The chosen province's name, shown in the closed dropdown once the list is loaded (before: the loading wording). */
  selectedName: string;
  disabled: boolean;
  placeholder: string;
  loadingLabel: string;
  onSelect: (provinceId: string) => void;
}

/** The province dropdown of the registration wizard and the profile: the same list, the same waiting state. */
export function ProvinceDropdown({
  provinces,
  selectedId,
  selectedName,
  disabled,
  placeholder,
  loadingLabel,
  onSelect,
}: ProvinceDropdownProps) {
  return (
    <Dropdown
      name="province"
      placeholder={provinces ? placeholder : loadingLabel}
      disabled={!provinces || disabled}
      value={provinces ? selectedName : ''}
      selectedOptions={provinces && selectedId ? [selectedId] : []}
      onOptionSelect={(_, data) => onSelect(data.optionValue ?? '')}
      expandIcon={provinces ? undefined : <Spinner size="extra-tiny" aria-label={loadingLabel} />}
    >
      {(provinces ?? []).map((province) => (
        <Option key={province._id} value={province._id}>
          {province.name}
        </Option>
      ))}
    </Dropdown>
  );
}

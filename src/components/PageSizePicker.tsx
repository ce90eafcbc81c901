import { useId } from 'react';
import { Dropdown, Label, makeStyles, Option, tokens } from '@fluentui/react-components';
import { toPersianDigits } from '../lib/digits';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '88px', width: '88px' },
});

export interface PageSizePickerProps<T extends number> {
  label: string;
  sizes: readonly T[];
  value: T;
  onChange: (size: T) => void;
}

/** A page-size Dropdown with the sizes in Persian digits. */
export function PageSizePicker<T extends number>({ label, sizes, value, onChange }: PageSizePickerProps<T>) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.root}>
      <Label id={labelId} size="small">
        {label}
      </Label>
      <Dropdown
        className={styles.dropdown}
        size="small"
        aria-labelledby={labelId}
        value={toPersianDigits(value)}
        selectedOptions={[String(value)]}
        onOptionSelect={(_, data) => {
          const size = Number(data.optionValue) as T;
          if (data.optionValue && size !== value) onChange(size);
        }}
      >
        {sizes.map((size) => (
          <Option key={size} value={String(size)} text={toPersianDigits(size)}>
            {toPersianDigits(size)}
          </Option>
        ))}
      </Dropdown>
    </div>
  );
}

import { useId } from 'react';
import { Label, makeStyles, Select, tokens } from '@fluentui/react-components';
import { toPersianDigits } from '../lib/digits';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { minWidth: '88px', width: '88px' },
});

export interface PageSizePickerProps<T extends number> {
  label: string;
  sizes: readonly T[];
  value: T;
  onChange: (size: T) => void;
}

/**
 * The page size, as Fluent's `Select` (a styled native `<select>`) with the sizes in Persian digits:
 * the phone's own picker, and none of the listbox, popover and positioning code a `Dropdown` brings
 * to every list page (behaviour §11.1: ≈ 20 KB compressed).
 */
export function PageSizePicker<T extends number>({ label, sizes, value, onChange }: PageSizePickerProps<T>) {
  const styles = useStyles();
  const id = useId();
  return (
    <div className={styles.root}>
      <Label htmlFor={id} size="small">
        {label}
      </Label>
      <Select
        id={id}
        className={styles.select}
        size="small"
        value={String(value)}
        onChange={(_, data) => {
          const size = Number(data.value) as T;
          if (sizes.includes(size) && size !== value) onChange(size);
        }}
      >
        {sizes.map((size) => (
          <option key={size} value={String(size)}>
            {toPersianDigits(size)}
          </option>
        ))}
      </Select>
    </div>
  );
}

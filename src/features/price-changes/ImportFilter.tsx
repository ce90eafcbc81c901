import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { faPrices } from '../../i18n/fa-prices';
import { formatJalaliDate } from '../../lib/jalali';
import type { PublishedImport } from '../../../machines/price-change-list.types';

const useStyles = makeStyles({
  field: { minWidth: 0, maxWidth: '22rem', '@media (max-width: 767px)': { width: '100%', maxWidth: 'none' } },
  dropdown: { minWidth: 0, width: '100%' },
  listbox: { maxWidth: 'min(32rem, calc(100vw - 2rem))' },
  option: { overflowWrap: 'anywhere' },
});

/** Every source: the filter's value when no import is chosen. */
const ALL = 'all';

/** An import as the filter names it: its file and the day it was published (Jalali, Persian digits). */
export const importLabel = (imp: PublishedImport) => faPrices.filter.option(imp.file_name, formatJalaliDate(imp.publishedAt));

export interface ImportFilterProps {
  /** The catalogue's published imports, newest first. */
  imports: PublishedImport[];
  /** The chosen import's `_id`, or null for every source. */
  selected: string | null;
  onChange: (importId: string | null) => void;
}

/** The price-change list's source filter (behaviour §10.12): «همهٔ منابع» or one published import. */
export function ImportFilter({ imports, selected, onChange }: ImportFilterProps) {
  const styles = useStyles();
  const chosen = imports.find((imp) => imp._id === selected);
  // An import the address names that is no longer offered (rolled back meanwhile) still reads as chosen.
  const value = selected === null ? faPrices.filter.all : chosen ? importLabel(chosen) : faPrices.filter.unknown;
  return (
    <Field className={styles.field} label={faPrices.filter.label}>
      <Dropdown
        className={styles.dropdown}
        data-testid="import-filter"
        value={value}
        selectedOptions={[selected ?? ALL]}
        listbox={{ className: styles.listbox }}
        onOptionSelect={(_, data) => onChange(data.optionValue === ALL || !data.optionValue ? null : data.optionValue)}
      >
        <Option value={ALL} className={styles.option}>
          {faPrices.filter.all}
        </Option>
        {imports.map((imp) => (
          <Option key={imp._id} value={imp._id} text={importLabel(imp)} className={styles.option}>
            {importLabel(imp)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

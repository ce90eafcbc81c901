import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
} from '@fluentui/react-components';
import { useModalStyles } from '../../components/modal.styles';
import { fa } from '../../i18n/fa';
import { isAnyDigit, toLatinDigits, toPersianDigits } from '../../lib/digits';
import { filterFieldsOf } from '../../../machines/catalog-list.query';
import type { Category, Filters } from '../../../machines/catalog-list.types';
import { useListStyles } from './list.styles';

export interface FilterDialogProps {
  category: Category;
  open: boolean;
  /** The applied filters: the form starts from them each time it opens. */
  filters: Filters;
  onOpenChange: (open: boolean) => void;
  onApply: (filters: Filters) => void;
}

/** The 'فیلتر جستجو' dialog: the category's fields, 'اعمال فیلتر' and 'انصراف'. */
export function FilterDialog({ category, open, filters, onOpenChange, onApply }: FilterDialogProps) {
  const modal = useModalStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={modal.surface}>
        <FilterForm category={category} filters={filters} onApply={onApply} />
      </DialogSurface>
    </Dialog>
  );
}

function FilterForm({ category, filters, onApply }: Pick<FilterDialogProps, 'category' | 'filters' | 'onApply'>) {
  const styles = useListStyles();
  const [draft, setDraft] = useState<Filters>(filters);
  const fields = filterFieldsOf(category).filter((field) => field.inDialog);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Filters without a field here (quatityInPack from a shared link) are kept.
    onApply({ ...filters, ...draft });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{fa.catalog.searchFilter}</DialogTitle>
        <DialogContent>
          <div className={styles.dialogFields}>
            {fields.map((field) => (
              <Field key={field.key} label={fa.catalog.filters[field.key]}>
                <Input
                  name={field.key}
                  inputMode={field.numeric ? 'numeric' : undefined}
                  dir={field.key === 'brandNameEN' || field.key === 'genericNameEN' ? 'ltr' : undefined}
                  value={field.numeric ? toPersianDigits(toLatinDigits(draft[field.key] ?? '')) : (draft[field.key] ?? '')}
                  onChange={(_, data) =>
                    setDraft((current) => ({
                      ...current,
                      [field.key]: field.numeric ? toLatinDigits([...data.value].filter(isAnyDigit).join('')) : data.value,
                    }))
                  }
                />
              </Field>
            ))}
          </div>
        </DialogContent>
        <DialogActions>
          <Button type="submit" appearance="primary">
            {fa.catalog.applyFilter}
          </Button>
          <DialogTrigger disableButtonEnhancement>
            <Button appearance="secondary">{fa.catalog.cancel}</Button>
          </DialogTrigger>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

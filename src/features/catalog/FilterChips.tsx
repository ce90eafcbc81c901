import { Tag, TagGroup } from '@fluentui/react-components';
import { fa } from '../../i18n/fa';
import { readableText } from '../../lib/fold';
import { truncate } from '../../lib/truncate';
import type { FilterKey } from '../../../machines/catalog-list.types';
import { useListStyles } from './list.styles';

export interface ActiveFilter {
  key: FilterKey;
  value: string;
}

const CLEAR_ALL = '__all__';

export interface FilterTagsProps {
  filters: ActiveFilter[];
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
  vertical?: boolean;
}

/** The applied filters as dismissible chips, with a 'حذف همه فیلترها' chip. */
export function FilterTags({ filters, onRemove, onClearAll, vertical }: FilterTagsProps) {
  const styles = useListStyles();
  if (filters.length === 0) return null;
  return (
    <TagGroup
      className={vertical ? styles.drawerTags : styles.tagGroup}
      aria-label={fa.catalog.activeFilters}
      onDismiss={(_, data) => (data.value === CLEAR_ALL ? onClearAll() : onRemove(data.value as FilterKey))}
    >
      {filters.map(({ key, value }) => {
        const shown = readableText(value);
        const text = `${fa.catalog.filters[key]}: ${truncate(shown, 24)}`;
        return (
          <Tag
            key={key}
            value={key}
            size="small"
            shape="circular"
            appearance="brand"
            dismissible
            aria-label={fa.catalog.removeFilter(text)}
          >
            {text}
          </Tag>
        );
      })}
      <Tag value={CLEAR_ALL} size="small" shape="circular" appearance="outline" dismissible aria-label={fa.catalog.deleteAllFilters}>
        {fa.catalog.deleteAllFilters}
      </Tag>
    </TagGroup>
  );
}

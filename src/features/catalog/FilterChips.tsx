import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Tag, TagGroup, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { fa } from '../../i18n/fa';
import { digitsForScript } from '../../lib/digits';
import { truncate } from '../../lib/truncate';
import type { FilterKey } from '../../../machines/catalog-list.types';
import { useListStyles } from './list.styles';

export interface ActiveFilter {
  key: FilterKey;
  value: string;
}

const CLEAR_ALL = '__all__';

interface FilterTagsProps {
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
        const shown = digitsForScript(value);
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

interface FilterDrawerProps extends Omit<FilterTagsProps, 'vertical'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The small-screen side panel of filter chips ('نمایش فیلترها'). */
export function FilterDrawer({ open, onOpenChange, filters, onRemove, onClearAll }: FilterDrawerProps) {
  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={fa.catalog.closePanel} icon={<DismissRegular />} onClick={() => onOpenChange(false)} />}
        >
          {fa.catalog.activeFilters}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {filters.length === 0 ? (
          <Text>{fa.app.dash}</Text>
        ) : (
          <FilterTags vertical filters={filters} onRemove={onRemove} onClearAll={onClearAll} />
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}

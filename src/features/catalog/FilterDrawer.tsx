import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Text } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { fa } from '../../i18n/fa';
import { FilterTags, type FilterTagsProps } from './FilterChips';

// Apart from the chips: the drawer's code loads when the panel first opens (ListView).
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
          action={
            <Button appearance="subtle" aria-label={fa.catalog.closePanel} icon={<DismissRegular />} onClick={() => onOpenChange(false)} />
          }
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

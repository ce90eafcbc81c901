import type { ReactElement } from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';

/** One entry of a header menu, as data: the menu's code loads on demand (AppHeader's `DeferredMenu`). */
export interface HeaderMenuItem {
  key: string;
  label: string;
  icon?: ReactElement;
  className?: string;
  onClick: () => void;
}

export interface HeaderMenuProps {
  /** The trigger button (AppHeader draws the same one before this chunk has loaded). */
  trigger: ReactElement;
  items: readonly HeaderMenuItem[];
  /** Open at once: the trigger was clicked before the menu's code had loaded. */
  defaultOpen?: boolean;
}

/** A header dropdown (Fluent's Menu, with its positioning and focus code, in its own chunk). */
export default function HeaderMenu({ trigger, items, defaultOpen = false }: HeaderMenuProps) {
  return (
    <Menu positioning={{ position: 'below', align: 'start' }} defaultOpen={defaultOpen}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.key} icon={item.icon} className={item.className} onClick={item.onClick}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

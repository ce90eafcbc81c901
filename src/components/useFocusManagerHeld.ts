import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds Fluent's focus manager (Tabster) for as long as the frame that calls it is mounted.
 *
 * Tabster is made by the first component that needs it and disposed when the last one unmounts. A
 * modal dialog hides the rest of the page from screen readers (`aria-hidden` on `#root`) and takes
 * that back a moment after it closes; if Tabster is disposed in that moment (the dialog's page is
 * left, as the profile does on its first save), the page stays hidden for good (Tabster's
 * dispose drops its pending clean-up; reported upstream as microsoft/tabster#530): no control has a name and nothing can be reached by role. A frame that holds Tabster
 * keeps it alive across its pages, so the dialog always gets to take the hiding back.
 */
export function useFocusManagerHeld(): void {
  useFocusFinders();
}

import { makeStyles } from '@fluentui/react-components';

/** SPEC §9: modals are 520 px wide by default, confirmation dialogs 416 (Fluent's own default is 600). */
export const useModalStyles = makeStyles({
  surface: { width: '520px', maxWidth: 'calc(100% - 24px)' },
  confirm: { width: '416px', maxWidth: 'calc(100% - 24px)' },
});

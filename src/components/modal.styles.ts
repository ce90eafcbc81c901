import { makeStyles } from '@fluentui/react-components';

// Fluent's own small-screen rule (max-width: 100vw, in a media query, so it outranks a plain one)
// made dialogs as wide as a phone and cut at the edge: ours is a media query too.
const phone = { '@media (max-width: 480px)': { maxWidth: 'calc(100vw - 24px)' } };

/** behaviour §9: modals are 520 px wide by default, confirmation dialogs 416 (Fluent's own default is 600). */
export const useModalStyles = makeStyles({
  surface: { width: '520px', maxWidth: 'calc(100% - 24px)', ...phone },
  confirm: { width: '416px', maxWidth: 'calc(100% - 24px)', ...phone },
});

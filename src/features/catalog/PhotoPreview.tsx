import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  Toolbar,
  ToolbarButton,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowResetRegular,
  ArrowRotateClockwiseRegular,
  ArrowRotateCounterclockwiseRegular,
  DismissRegular,
  FlipHorizontalRegular,
  FlipVerticalRegular,
  ZoomInRegular,
  ZoomOutRegular,
} from '@fluentui/react-icons';
import { useReducer, type ReactElement } from 'react';
import { faMedicine } from '../../i18n/fa-medicine';
import { toPersianDigits } from '../../lib/digits';
import { canZoomIn, canZoomOut, initialPhotoTransform, photoTransformCss, photoTransformReducer, type PhotoAction } from './PhotoTransform';

const useStyles = makeStyles({
  surface: { width: '720px', maxWidth: 'calc(100% - 24px)' },
  toolbar: { flexWrap: 'wrap', justifyContent: 'center', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  stage: {
    height: 'min(60vh, 480px)',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: {
    maxWidth: '100%',
    maxHeight: '100%',
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
  scale: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  titleRow: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

export interface PhotoPreviewProps {
  src: string;
  alt: string;
  onClose: () => void;
}

/** The zoomable photo preview: zoom steps of 0.5 within 1..50, quarter turns, flips and reset, all CSS transforms. */
export default function PhotoPreview({ src, alt, onClose }: PhotoPreviewProps) {
  const styles = useStyles();
  const [state, dispatch] = useReducer(photoTransformReducer, initialPhotoTransform);
  const control = (action: PhotoAction, label: string, icon: ReactElement, disabled = false) => (
    <Tooltip content={label} relationship="label">
      <ToolbarButton icon={icon} disabled={disabled} onClick={() => dispatch(action)} />
    </Tooltip>
  );
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label={faMedicine.close} icon={<DismissRegular />} onClick={onClose} />}>
            {faMedicine.photoPreview}
          </DialogTitle>
          <DialogContent>
            <Toolbar aria-label={faMedicine.photoPreview} className={styles.toolbar}>
              {control({ type: 'zoomIn' }, faMedicine.zoomIn, <ZoomInRegular />, !canZoomIn(state))}
              {control({ type: 'zoomOut' }, faMedicine.zoomOut, <ZoomOutRegular />, !canZoomOut(state))}
              {control({ type: 'rotateRight' }, faMedicine.rotateRight, <ArrowRotateClockwiseRegular />)}
              {control({ type: 'rotateLeft' }, faMedicine.rotateLeft, <ArrowRotateCounterclockwiseRegular />)}
              {control({ type: 'flipHorizontal' }, faMedicine.flipHorizontal, <FlipHorizontalRegular />)}
              {control({ type: 'flipVertical' }, faMedicine.flipVertical, <FlipVerticalRegular />)}
              {control({ type: 'reset' }, faMedicine.resetView, <ArrowResetRegular />)}
            </Toolbar>
            <Text as="p" className={styles.scale} aria-live="polite">
              {faMedicine.scale(toPersianDigits(String(state.scale).replace('.', '٫')))}
            </Text>
            <div className={styles.stage}>
              <img
                className={styles.image}
                src={src}
                alt={alt}
                style={{ transform: photoTransformCss(state) }}
                data-testid="preview-image"
              />
            </div>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** How the preview shows the photo: CSS transform state (behaviour §9: zoom step 0.5, scale 1..50). */
export interface PhotoTransform {
  scale: number;
  /** Degrees, one of 0, 90, 180, 270. */
  rotation: number;
  flipX: boolean;
  flipY: boolean;
}

export const ZOOM_STEP = 0.5;
export const MIN_SCALE = 1;
export const MAX_SCALE = 50;

export const initialPhotoTransform: PhotoTransform = { scale: 1, rotation: 0, flipX: false, flipY: false };

export type PhotoAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'rotateLeft' }
  | { type: 'rotateRight' }
  | { type: 'flipHorizontal' }
  | { type: 'flipVertical' }
  | { type: 'reset' };

function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

function turn(rotation: number, by: number): number {
  return (((rotation + by) % 360) + 360) % 360;
}

/** The preview's reducer: zoom stays within [1, 50], rotation within [0, 360). */
export function photoTransformReducer(state: PhotoTransform, action: PhotoAction): PhotoTransform {
  switch (action.type) {
    case 'zoomIn':
      return { ...state, scale: clampScale(state.scale + ZOOM_STEP) };
    case 'zoomOut':
      return { ...state, scale: clampScale(state.scale - ZOOM_STEP) };
    case 'rotateLeft':
      return { ...state, rotation: turn(state.rotation, -90) };
    case 'rotateRight':
      return { ...state, rotation: turn(state.rotation, 90) };
    case 'flipHorizontal':
      return { ...state, flipX: !state.flipX };
    case 'flipVertical':
      return { ...state, flipY: !state.flipY };
    case 'reset':
      return initialPhotoTransform;
  }
}

export const canZoomIn = (state: PhotoTransform): boolean => state.scale < MAX_SCALE;
export const canZoomOut = (state: PhotoTransform): boolean => state.scale > MIN_SCALE;

/** The CSS transform of the image: flips act on the screen's axes, after the rotation (as antd's preview does). */
export function photoTransformCss(state: PhotoTransform): string {
  const sx = state.flipX ? -state.scale : state.scale;
  const sy = state.flipY ? -state.scale : state.scale;
  return `scale(${sx}, ${sy}) rotate(${state.rotation}deg)`;
}

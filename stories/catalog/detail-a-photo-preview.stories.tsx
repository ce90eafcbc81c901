import type { Meta, StoryObj } from '@storybook/react-vite';
import PhotoPreview from '../../src/features/catalog/PhotoPreview';
import { pillPhoto } from './detail-fixtures';

/** The zoomable photo preview: zoom (step 0.5, 1..50), rotate, flip, reset. Try the controls. */
const meta = { title: 'Catalog/Detail/Photo preview', component: PhotoPreview, parameters: { signedIn: true } } satisfies Meta<
  typeof PhotoPreview
>;
export default meta;

export const Preview: StoryObj<typeof meta> = {
  args: { src: pillPhoto, alt: 'تصویر آموکسی‌سیلین ۵۰۰ فارابی', onClose: () => console.info('close') },
};

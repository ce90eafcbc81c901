import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MedicineA } from '../../src/api/client';
import { medicineA } from './detail-fixtures';
import { DetailStory, detailSnapshot, phone } from './detail-story';

/** Where a price came from (behaviour §10.12, §10.13): the quiet line under the prices and in the chart. */
const meta = {
  title: 'Catalog/Detail/Price provenance',
  parameters: { route: `/medicine-A/${medicineA._id}`, signedIn: true },
} satisfies Meta;
export default meta;

const last = medicineA.price_OA.at(-1)!.insert_date;
const before = medicineA.price_OA.at(-2)!.insert_date;
const imported: MedicineA = {
  ...medicineA,
  price_sources: [
    {
      insert_date: before,
      series: 'price_OA',
      price: medicineA.price_OA.at(-2)!.price,
      derived: false,
      kind: 'hand',
      published_at: before,
      by: 'u-op',
      reason: 'اصلاح خطای تایپی فهرست پیشین',
      import: null,
    },
    {
      insert_date: last,
      series: 'price_OA',
      price: medicineA.price_OA.at(-1)!.price,
      derived: false,
      row: 12,
      kind: 'import',
      published_at: last,
      by: 'u-op',
      reason: null,
      import: { _id: 'i-1', file_name: 'فهرست-قیمت-آبان-۱۴۰۴.xlsx', sha256: 'a'.repeat(64) },
    },
  ],
};
const hand: MedicineA = {
  ...medicineA,
  price_sources: [
    {
      insert_date: last,
      series: 'price_OA',
      price: medicineA.price_OA.at(-1)!.price,
      derived: false,
      kind: 'hand',
      published_at: last,
      by: 'u-op',
      reason: 'اصلاح بر پایه نامه سازمان غذا و دارو',
      import: null,
    },
  ],
};
const seed: MedicineA = { ...medicineA, price_sources: [] };

/** The current price came from an import of the official list. */
export const FromImport: StoryObj = {
  render: () => <DetailStory snapshot={detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: imported })} />,
};
/** The same on a phone. */
export const FromImportPhone: StoryObj = { ...FromImport, globals: phone };
/** An operator entered the current price by hand, with a reason. */
export const ByHand: StoryObj = {
  render: () => <DetailStory snapshot={detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: hand })} />,
};
/** The current price is the seed's. */
export const FromSeed: StoryObj = {
  render: () => <DetailStory snapshot={detailSnapshot({ loaded: 'idle' }, { category: 'A', medicine: seed })} />,
};
/** The chart says where its latest price came from; its table has a source column. */
export const Chart: StoryObj = {
  render: () => (
    <DetailStory snapshot={detailSnapshot({ loaded: 'chart' }, { category: 'A', medicine: imported }, { chart: 'price_OA' })} />
  ),
};

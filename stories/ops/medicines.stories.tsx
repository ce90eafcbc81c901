import type { Meta, StoryObj } from '@storybook/react-vite';
import { opsMedicineMachine } from '../../machines/ops/ops-medicine.machine';
import type { OpsMedicineContext } from '../../machines/ops/ops-medicine.types';
import { failures } from '../../machines/ops/model/ops.fixtures';
import {
  correctedMedicine,
  editedMedicine,
  medicineFields,
  medicineSummary,
  opsMedicine,
  otherSummary,
} from '../../machines/model/prices.fixtures';
import { BAD_PACK, HAND_PACK, HAND_REASON, HAND_PRICE } from '../../machines/model/prices.walk';
import { fieldText } from '../../machines/ops/ops-medicine.machine';
import { MedicinesView } from '../../src/ops/features/medicines/MedicinesView';
import { noop, phone, snapshotOf } from './ops-fixtures';

/** Drugs and their prices in the console (/ops/medicines), one story per state of the drugs machine (behaviour §10.13). */
const meta = { title: 'Ops/Medicines', parameters: { route: '/ops/medicines', signedIn: true } } satisfies Meta;
export default meta;

const base: OpsMedicineContext = {
  category: 'A',
  query: '',
  searched: '',
  page: 1,
  rows: [],
  totalDocs: 0,
  totalPages: 0,
  failure: null,
  selected: null,
  medicine: null,
  draft: null,
  fieldsDraft: null,
  writeFailure: null,
};
const show = (value: Parameters<typeof opsMedicineMachine.resolveState>[0]['value'], context: Partial<OpsMedicineContext> = {}) => (
  <MedicinesView snapshot={snapshotOf(opsMedicineMachine, value, context, base)} send={noop} />
);
const found = { query: 'آموکسی', searched: 'آموکسی', rows: [medicineSummary, otherSummary], totalDocs: 2, totalPages: 1 };
const open = { ...found, selected: { category: 'A' as const, medicineId: 'm-a1' }, medicine: opsMedicine };

/** Searching. */
export const Searching: StoryObj = { render: () => show('searching', { query: 'آموکسی' }) };
/** What the search found, each with its current price. */
export const Results: StoryObj = { render: () => show({ results: 'rows' }, found) };
/** The same on a phone. */
export const ResultsPhone: StoryObj = { ...Results, globals: phone };
/** Nothing found. */
export const Empty: StoryObj = { render: () => show({ results: 'empty' }, { query: 'ناشناس', searched: 'ناشناس' }) };
/** The search failed. */
export const Failed: StoryObj = { render: () => show('failed', { failure: failures.network }) };
/** A drug's page loads. */
export const MedicineLoading: StoryObj = { render: () => show({ medicine: 'loading' }, { ...found, selected: open.selected }) };
/** A drug's page could not be loaded. */
export const MedicineFailed: StoryObj = {
  render: () => show({ medicine: 'failed' }, { ...found, selected: open.selected, failure: failures.notFound }),
};
/** The current price and its entries, each with its provenance. */
export const Medicine: StoryObj = { render: () => show({ medicine: 'viewing' }, open) };
/** The same on a phone. */
export const MedicinePhone: StoryObj = { ...Medicine, globals: phone };
/** After a hand edit: the newest entry names its operator and reason. */
export const Edited: StoryObj = { render: () => show({ medicine: 'viewing' }, { ...open, medicine: editedMedicine }) };
/** Correcting the price by hand: a new price and a required reason. */
export const Editing: StoryObj = {
  render: () => show({ medicine: 'editing' }, { ...open, draft: { price: HAND_PRICE, reason: HAND_REASON } }),
};
/** The price typed is not an amount, and the reason is missing: 'save' waits. */
export const EditingInvalid: StoryObj = {
  render: () => show({ medicine: 'editing' }, { ...open, draft: { price: '۱۲/۵', reason: '' } }),
};
/** The edit is on its way. */
export const Saving: StoryObj = {
  render: () => show({ medicine: 'saving' }, { ...open, draft: { price: HAND_PRICE, reason: HAND_REASON } }),
};
/** The edit was refused: what was typed stays. */
export const SaveFailed: StoryObj = {
  render: () =>
    show({ medicine: 'editing' }, { ...open, draft: { price: HAND_PRICE, reason: HAND_REASON }, writeFailure: failures.badRequest }),
};

/** The fields' values as the correction form opens with them. */
const typedFields = Object.fromEntries(Object.entries(medicineFields).map(([field, value]) => [field, fieldText(value)]));
/** Correcting the fields by hand (behaviour §10.13): the pack and the Latin name changed, with the reason. */
export const CorrectingFields: StoryObj = {
  render: () =>
    show(
      { medicine: 'correcting' },
      {
        ...open,
        fieldsDraft: {
          values: { ...typedFields, quantity_in_pack: HAND_PACK, brand_name_la: 'Amoxicillin 500 mg' },
          reason: HAND_REASON,
        },
      },
    ),
};
/** The same on a phone. */
export const CorrectingFieldsPhone: StoryObj = { ...CorrectingFields, globals: phone };
/** A pack that is not a number and no reason: 'save' waits. */
export const CorrectingFieldsInvalid: StoryObj = {
  render: () =>
    show({ medicine: 'correcting' }, { ...open, fieldsDraft: { values: { ...typedFields, quantity_in_pack: BAD_PACK }, reason: '' } }),
};
/** Another operator changed a field meanwhile: refused, what was typed stays. */
export const CorrectingFieldsConflict: StoryObj = {
  render: () =>
    show(
      { medicine: 'correcting' },
      {
        ...open,
        fieldsDraft: { values: { ...typedFields, quantity_in_pack: HAND_PACK }, reason: HAND_REASON },
        writeFailure: failures.conflict,
      },
    ),
};
/** After the correction: the new values, and the hand edit listed with its operator, time and reason. */
export const FieldsCorrected: StoryObj = { render: () => show({ medicine: 'viewing' }, { ...open, medicine: correctedMedicine }) };

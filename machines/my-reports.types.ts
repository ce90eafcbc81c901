import type { Schemas } from '../src/api/client';

/** One of the user's reports on a drug, with what became of it (behaviour §10.10). */
export type MyReport = Schemas['MyReport'];

export interface MyReportsInput {
  category: 'A' | 'B';
  medicineId: string;
}

export interface MyReportsContext extends MyReportsInput {
  rows: MyReport[];
}

export type MyReportsEvent = { type: 'REFRESH' };

import { fromPromise } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { unwrap } from '../../src/api/errors';
import type { UploadInput } from './ops-import.machine';
import type { ChosenFile, ImportLayout, PreviewPage, PreviewQuery, PriceImport } from './ops-import.types';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A CSV's header row is in its start: only this much is sent to read its columns. */
const CSV_HEAD_BYTES = 256 * 1024;

const isXlsx = (file: ChosenFile) => /\.xlsx$/i.test(file.name) || file.type === XLSX;
/** The chosen file as the body it is (the browser's File), sent as is. */
const asBlob = (file: ChosenFile) => file as unknown as Blob;
const raw = { bodySerializer: (body: unknown) => body as BodyInit };

/** The import screen's actors over `client` (behaviour §10.12). */
export function opsImportActors(client: ApiClient) {
  return {
    readLayout: fromPromise<ImportLayout, { file: ChosenFile; category: 'A' | 'B' }>(async ({ input, signal }) => {
      const xlsx = isXlsx(input.file);
      const body = xlsx ? asBlob(input.file) : asBlob(input.file).slice(0, CSV_HEAD_BYTES);
      const answer = await unwrap(
        client.POST('/ops/v1/price-import-layouts', {
          params: { query: { catalogue: input.category } },
          body: body as never,
          headers: { 'content-type': xlsx ? XLSX : 'text/csv' },
          signal,
          ...raw,
        }),
      );
      return answer.data;
    }),
    upload: fromPromise<PriceImport, UploadInput>(async ({ input, signal }) => {
      const query = {
        catalogue: input.category,
        file_name: input.file.name.slice(0, 200),
        mapping: JSON.stringify(input.mapping),
        ...(input.effectiveDate ? { effective_date: input.effectiveDate } : {}),
      };
      const answer = await unwrap(
        client.POST('/ops/v1/price-imports', {
          params: { query },
          body: asBlob(input.file) as never,
          headers: { 'content-type': isXlsx(input.file) ? XLSX : 'text/csv' },
          signal,
          ...raw,
        }),
      );
      return answer.data;
    }),
    fetchImport: fromPromise<PriceImport, { importId: string }>(async ({ input, signal }) => {
      const answer = await unwrap(client.GET('/ops/v1/price-imports/{importId}', { params: { path: input }, signal }));
      return answer.data;
    }),
    fetchPage: fromPromise<PreviewPage, { category: 'A' | 'B'; query: PreviewQuery }>(async ({ input, signal }) => {
      const { importId, tab, page, limit } = input.query;
      const filter = tab === 'flagged' ? { kind: 'change' as const, flagged: true } : { kind: tab };
      const answer = await unwrap(
        client.GET('/ops/v1/price-imports/{importId}/rows', { params: { path: { importId }, query: { ...filter, page, limit } }, signal }),
      );
      const first = (page - 1) * limit;
      return {
        rows: answer.docs.map((row, index) => ({ ...row, _id: `${importId}-${tab}-${first + index}` })),
        totalDocs: answer.totalDocs,
        totalPages: answer.totalPages,
      };
    }),
    publish: fromPromise<PriceImport, { importId: string; allowErrors: boolean }>(async ({ input }) => {
      const answer = await unwrap(
        client.POST('/ops/v1/price-imports/{importId}/publish', {
          params: { path: { importId: input.importId } },
          body: { allowErrors: input.allowErrors },
        }),
      );
      return answer.data;
    }),
  };
}

import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { Category } from '../../../machines/price-change-list.types';
import type { ExportFormat } from './ExportButtons';

const EXPORT_PATHS = {
  A: '/medicine/v1/export-medicines-a-sort-change-price-user',
  B: '/medicine/v1/export-medicines-b-sort-change-price-user',
} as const;

/** The file name the server gives in Content-Disposition, or a plain one. */
function fileNameOf(response: Response, category: Category, format: ExportFormat): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? `price-changes-${category.toLowerCase()}.${format}`;
}

/**
 * Fetches the export of a range (and import) (with the bearer token, which a plain link cannot carry) and hands
 * it to the browser as a download. Rejects with the call's ApiError when it fails.
 */
export async function downloadPriceChanges(
  client: ApiClient,
  category: Category,
  filter: { from?: number; to?: number; import_id?: string },
  format: ExportFormat,
): Promise<void> {
  let response: Response | undefined;
  const blob = (await unwrap(
    client
      .GET(EXPORT_PATHS[category], { params: { query: { ...filter, format } }, parseAs: 'blob' })
      .then((result) => ((response = result.response), result)),
  )) as unknown as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response!, category, format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `totalPages = ceil(totalDocs / limit)` and the SQL offset of a page. */
export function paging(query: { limit?: number; page?: number }, defaultLimit: number) {
  const limit = query.limit ?? defaultLimit;
  const page = query.page ?? 1;
  return {
    limit,
    page,
    offset: (page - 1) * limit,
    pages: (totalDocs: number) => Math.ceil(totalDocs / limit),
  };
}

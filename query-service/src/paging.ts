/** The paged-response shape of every list operation: `{ items, page, per_page, total }`. */
export interface PageRequest {
  page: number;
  per_page: number;
}

export const pageOf = (query: Record<string, any>): PageRequest => ({
  page: query.page ?? 1,
  per_page: query.per_page ?? 20,
});

export const skipOf = ({ page, per_page }: PageRequest): number => (page - 1) * per_page;

export const paged = <T>(items: T[], request: PageRequest, total: number) => ({
  items,
  page: request.page,
  per_page: request.per_page,
  total,
});

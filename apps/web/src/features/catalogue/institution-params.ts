import { PROVINCES } from '@kusasa/domain/rules/regions';
import { type InstitutionListQuery, institutionTypeSchema } from '@kusasa/domain/schemas/catalogue';

const SEARCH_MAX = 100;

/**
 * The catalogue's filters from /institutions' query string, as the page reads them and as the
 * server renders that address (app/page-reads.ts): the same values give the same query key. An
 * unknown province or type is ignored and a long search cut, so no address renders an error.
 */
export function institutionListQueryFrom(params: URLSearchParams): InstitutionListQuery {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX).trim();
  const province = params.get('province') ?? '';
  const type = institutionTypeSchema.safeParse(params.get('type'));
  return {
    search: search || undefined,
    province: (PROVINCES as readonly string[]).includes(province) ? province : undefined,
    type: type.success ? type.data : undefined,
  };
}

/** The query string of a filtered list ('' for the whole catalogue). */
export function institutionListSearch(query: InstitutionListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.province) params.set('province', query.province);
  if (query.type) params.set('type', query.type);
  const text = params.toString();
  return text ? `?${text}` : '';
}

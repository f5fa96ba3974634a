// The API reads the server makes before it renders a public page at request time (decisions 0425,
// 0428): a filtered /faqs or /institutions, an institution's own page, a policy (the Information
// Officer's details), the learners' published stories. Each names the query key the page
// reads it under, so the page's first render in the browser finds it (lib/page-data.ts).

import type { QueryKey } from '@tanstack/react-query';
import { informationOfficerSchema, POLICY_IDS, policyPath } from '@kusasa/domain/legal/policy';
import { faqListSchema } from '@kusasa/domain/schemas/assistant/faqs';
import { institutionDetailSchema, institutionListSchema, programmeListSchema } from '@kusasa/domain/schemas/catalogue';
import { publicTestimonialListSchema } from '@kusasa/domain/schemas/testimonials';
import { FAQS_PATH, faqsQueryOptions } from '../features/assistant/api/get-faqs';
import { institutionListQueryFrom, institutionListSearch } from '../features/catalogue/institution-params';
import { INFORMATION_OFFICER_PATH } from '../features/legal/api/get-information-officer';
import { legalKeys } from '../features/legal/api/keys';
import { PUBLISHED_TESTIMONIALS_PATH, testimonialKeys } from '../features/testimonials/api/testimonials';
import { INSTITUTIONS_PATH } from '../lib/catalogue/get-institutions';
import { PROGRAMMES_PATH } from '../lib/catalogue/get-programmes';
import { catalogueKeys } from '../lib/query-keys';

export interface PlannedRead {
  queryKey: QueryKey;
  /** The API address read, signed out. */
  path: string;
  /** What the page's query keeps of the API's answer (as its queryFn does). */
  select: (body: unknown) => unknown;
  /** Reads that need this one's answer (an institution's programmes need its id). */
  then?: (body: unknown) => PlannedRead[];
}

const POLICY_PATHS: ReadonlySet<string> = new Set(POLICY_IDS.map(policyPath));

/** The reads for an address, or undefined when the page is not rendered at request time. */
export function pageReadsFor(pathname: string, params: URLSearchParams): PlannedRead[] | undefined {
  if (pathname === '/faqs') return [{ queryKey: faqsQueryOptions.queryKey, path: FAQS_PATH, select: (body) => faqListSchema.parse(body) }];
  if (POLICY_PATHS.has(pathname))
    return [{ queryKey: legalKeys.informationOfficer, path: INFORMATION_OFFICER_PATH, select: (body) => informationOfficerSchema.parse(body) }];
  if (pathname === '/testimonials')
    return [{ queryKey: testimonialKeys.published(), path: PUBLISHED_TESTIMONIALS_PATH, select: (body) => publicTestimonialListSchema.parse(body) }];
  if (pathname === '/institutions') {
    // The whole catalogue is the build's prerendered page (from the reference list, decision 0370).
    if (params.size === 0) return undefined;
    const query = institutionListQueryFrom(params);
    return [
      {
        queryKey: catalogueKeys.institutions(query),
        path: `${INSTITUTIONS_PATH}${institutionListSearch(query)}`,
        select: (body) => institutionListSchema.parse(body).institutions,
      },
    ];
  }
  const slug = /^\/institutions\/([\w-]+)$/.exec(pathname)?.[1];
  if (slug)
    return [
      {
        queryKey: catalogueKeys.institution(slug),
        path: `${INSTITUTIONS_PATH}/${slug}`,
        select: (body) => institutionDetailSchema.parse(body),
        then: (body) => programmeReads(institutionDetailSchema.parse(body).id),
      },
    ];
  return undefined;
}

/** An institution's programmes, as its page's programme list reads them. */
function programmeReads(institutionId: string): PlannedRead[] {
  return [
    {
      queryKey: catalogueKeys.programmes(institutionId),
      path: `${PROGRAMMES_PATH}?${new URLSearchParams({ institutionId }).toString()}`,
      select: (body) => programmeListSchema.parse(body).programs,
    },
  ];
}

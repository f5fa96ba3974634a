// The API reads a page was rendered with on the server (decision 0425): a filtered /faqs or
// /institutions, an institution's own page. The server writes them into the page as JSON
// (`<script type="application/json" id="page-data">`, never run), and the session scope seeds its
// query client with them, so the render that attaches matches the HTML and asks for nothing again.

import { type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext } from 'react';
import { ApiError } from './api-client';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** One read's outcome: its data, or the API's error (an unknown institution's 404). */
export type PageRead = { queryKey: QueryKey; data: unknown } | { queryKey: QueryKey; error: { status: number; code: string; message: string } };

/** The query client a server render uses (one per request); the browser uses the app's own. */
export const PageQueryClientContext = createContext<QueryClient | null>(null);

export function seedQueryClient(client: QueryClient, reads: readonly PageRead[]): void {
  for (const read of reads) {
    if ('data' in read) {
      client.setQueryData(read.queryKey, read.data);
      continue;
    }
    const error = new ApiError(read.error);
    client
      .getQueryCache()
      .build(client, { queryKey: read.queryKey })
      .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchFailureCount: 1, fetchFailureReason: error });
  }
}

/** The reads written into this page, or none. */
export function readPageData(): PageRead[] {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const reads: unknown = JSON.parse(text);
    return Array.isArray(reads) ? (reads as PageRead[]) : [];
  } catch {
    return [];
  }
}

/** The JSON for the page-data element; '<' is escaped so no text in the data can end the element. */
export function pageDataJson(reads: readonly PageRead[]): string {
  return JSON.stringify(reads).replaceAll('<', '\\u003c');
}

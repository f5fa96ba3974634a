/** What the route table gives every page (app/routes.tsx). */
export interface PageProps {
  /** The route's title: the page heading for placeholder pages, and the document title. */
  title: string;
}

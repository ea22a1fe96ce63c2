import type { Language } from './language';
import type { PostedForm } from './posted-form';

/**
 * The contract between the server and the client's server-rendering bundle (src/client/server.tsx, built by
 * webpack into dist/ssr): the server hands over a public page's URL, its language and a way to read the API;
 * the bundle answers the page's markup, its critical styles and the store the browser hydrates with.
 */

/** An API answer as the server gave it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Answers a GET of the API (a path under /v1 with its query) the way a browser would get it. */
export type ApiReader = (pathAndQuery: string) => Promise<ApiAnswer>;

export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string;
  language: Language;
  readApi: ApiReader;
  /** A form posted without JavaScript, drawn with its outcome (such a page is never cached). */
  postedForm?: PostedForm;
}

export interface RenderedBody {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** `<style>` tags of the styles that markup uses, for the head. */
  styles: string;
  /** The store's state after rendering, as JSON: the browser's store starts from it and hydrates against it. */
  state: string;
  /**
   * The page's record as its loader read it (the entity a detail page shows, or its main list), for the head and
   * the preload of its largest picture; undefined for a page that reads none.
   */
  record?: PageRecord | null;
}

/** A page's record: what its first read answered, or the HTTP status it failed with. */
export interface PageRecord {
  data: unknown;
  failedWith?: number;
}

export type RenderBody = (request: PageRenderRequest) => Promise<RenderedBody>;

/** The id of the `<script type="application/json">` block that carries the server's store state. */
export const SERVER_STATE_ID = 'server-state';

/** The element the app renders into. */
export const ROOT_ELEMENT_ID = 'root';

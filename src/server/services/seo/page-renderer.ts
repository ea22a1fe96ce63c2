import type { PageRecord } from '@/common/page-render';
import { unavailableHead } from './heads';
import { compileHtmlTemplate } from './html-template';
import type { PageHead } from './page-head';
import { parsePageRequest, type LanguageHeaders } from './page-urls';
import { renderHead } from './render-head';
import { resolvePage } from './resolve-page';
import { fallbackSeoContext, type SeoSources } from './seo-context';

export interface RenderedPage {
  status: number;
  html: string;
}

export interface PageParts {
  /** Called with what went wrong when the head's data could not be read. */
  onError: (error: unknown) => void;
  /** More tags for the end of the head: the page's styles, preloads and data. */
  extraHead?: string;
  /** What the browser says about languages, which with `?lang=` decides the page's language. */
  headers?: LanguageHeaders;
  /** The server-rendered markup of the page, when there is one; otherwise the browser draws it. */
  body?: string;
  /** The record the rendered page's loader read, which its head describes. */
  record?: PageRecord | null;
}

/**
 * The page for a URL: the index.html template with the URL's head (and body, when rendered) written in. When the
 * head's data cannot be read the page still loads (the app shows its own error state) but answers 503 so crawlers
 * come back later.
 */
export function createPageRenderer(templateHtml: string, sources: SeoSources) {
  const template = compileHtmlTemplate(templateHtml);
  return async (
    url: string,
    { onError, extraHead = '', headers = {}, body, record }: PageParts,
  ): Promise<RenderedPage> => {
    let head: PageHead;
    try {
      head = await resolvePage(url, sources, headers, record);
    } catch (error) {
      onError(error);
      const request = parsePageRequest(url, headers);
      head = unavailableHead(fallbackSeoContext(sources, request.language), request);
    }
    const tags = renderHead(head);
    const rest = extraHead ? `${tags.rest}\n${extraHead}` : tags.rest;
    return { status: head.status, html: template({ ...tags, rest }, head.language, body) };
  };
}

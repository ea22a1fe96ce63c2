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

/**
 * The SPA's page for a URL: the index.html template with the URL's head written in. When the data cannot be
 * read the page still loads (the SPA shows its own error state) but answers 503 so crawlers come back later.
 */
export function createPageRenderer(templateHtml: string, sources: SeoSources) {
  const template = compileHtmlTemplate(templateHtml);
  /**
   * `extraHead`: more tags for the end of the head (the page's preloaded data); `headers`: what the browser
   * says about languages, which with `?lang=` decides the page's language.
   */
  return async (
    url: string,
    onError: (error: unknown) => void,
    extraHead = '',
    headers: LanguageHeaders = {},
  ): Promise<RenderedPage> => {
    let head: PageHead;
    try {
      head = await resolvePage(url, sources, headers);
    } catch (error) {
      onError(error);
      const request = parsePageRequest(url, headers);
      head = unavailableHead(fallbackSeoContext(sources, request.language), request);
    }
    const tags = renderHead(head);
    const rest = extraHead ? `${tags.rest}\n${extraHead}` : tags.rest;
    return { status: head.status, html: template({ ...tags, rest }, head.language) };
  };
}

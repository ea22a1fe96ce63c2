import type { FastifyReply } from 'fastify';
import type { Language } from '@/common/language';
import { escapeMarkup } from './escape';
import { SEO_TEXTS } from './texts';

const HTML = 'text/html; charset=utf-8';

/** In a preview page's head: a draft's page is never indexed, nor are its links followed. */
export const PREVIEW_ROBOTS_META = '<meta name="robots" content="noindex, nofollow">';

/**
 * A preview page is for its link's holder only: never kept by a cache, never indexed, its link (which carries the
 * token) never sent on as a referrer, and drawn by the server alone: no script runs on it, so nothing the browser
 * would fetch without the link can replace what it shows.
 */
function previewHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "script-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'");
}

export function sendPreview(reply: FastifyReply, page: { status: number; html: string }): FastifyReply {
  return previewHeaders(reply).status(page.status).type(HTML).send(page.html);
}

/** 410 for a link that has expired, 403 for one the server did not sign for this page. */
export function sendPreviewRefusal(
  reply: FastifyReply,
  language: Language,
  reason: 'expired' | 'invalid',
): FastifyReply {
  const message = escapeMarkup(SEO_TEXTS[language].previewLink[reason]);
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">${PREVIEW_ROBOTS_META}` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head>` +
    `<body><p>${message}</p></body></html>`;
  return previewHeaders(reply)
    .status(reason === 'expired' ? 410 : 403)
    .type(HTML)
    .send(html);
}

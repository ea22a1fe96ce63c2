import { escapeMarkup, serializeJsonLd } from './escape';
import type { PageHead, PublicPageHead } from './page-head';

/** A page's head as HTML: the title and description replace the template's own, the rest joins them. */
export interface HeadTags {
  title: string;
  description: string;
  rest: string;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeMarkup(value)}"`)
    .join(' ')}>`;

function socialTags({ social, description, canonicalUrl }: PublicPageHead): string[] {
  const { image } = social;
  return [
    meta('property', 'og:type', social.type),
    meta('property', 'og:site_name', social.siteName),
    meta('property', 'og:title', social.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonicalUrl),
    meta('property', 'og:locale', social.locale),
    meta('property', 'og:locale:alternate', social.alternateLocale),
    meta('property', 'og:image', image.url),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', social.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', social.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

function publicTags(head: PublicPageHead): string[] {
  return [
    link({ rel: 'canonical', href: head.canonicalUrl }),
    ...head.alternates.map(({ hreflang, url }) => link({ rel: 'alternate', hreflang, href: url })),
    ...socialTags(head),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ];
}

/** Pure: the head tags of a page, every value escaped. */
export function renderHead(head: PageHead): HeadTags {
  return {
    title: `<title>${escapeMarkup(head.title)}</title>`,
    description: meta('name', 'description', head.description),
    rest: (head.kind === 'public' ? publicTags(head) : [meta('name', 'robots', head.robots)]).join('\n'),
  };
}

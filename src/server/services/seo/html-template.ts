import { escapeMarkup } from './escape';
import { isLanguage } from '@/common/language';
import { ROOT_ELEMENT_ID } from '@/common/page-render';
import type { HeadTags } from './render-head';
import { SEO_TEXTS } from './texts';

/** The SPA's index.html with a page's head, and its server-rendered body when it has one, written into it. */
export type HtmlTemplate = (tags: HeadTags, language: string, body?: string) => string;

const HTML_OPEN = /<html\b(?:[^>"']|"[^"]*"|'[^']*')*>/i;
const LANG_ATTRIBUTE = /\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const META_TAG = /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const NAMED_DESCRIPTION = /\bname\s*=\s*["']?description["'\s/>]/i;
const HEAD_CLOSE = /<\/head\s*>/i;
const ROOT_ELEMENT = new RegExp(`(<div\\s+id\\s*=\\s*["']?${ROOT_ELEMENT_ID}["']?\\s*>)\\s*(</div\\s*>)`, 'i');
const NOSCRIPT = /(<noscript\b[^>]*>)[\s\S]*?(<\/noscript\s*>)/i;

// A private-use character marks the slots; a template never contains one.
const SLOT = /\uE000(\w+)\uE000/;
const slot = (name: string) => `\uE000${name}\uE000`;

/**
 * Prepares the template once: marks where the language, title and description go (replacing the template's
 * own, whether quoted or minified) and where the other tags go (before `</head>`); rendering then only joins.
 */
export function compileHtmlTemplate(html: string): HtmlTemplate {
  if (!HEAD_CLOSE.test(html)) throw new Error('The client index.html has no </head>.');
  let marked = html.replace(
    HTML_OPEN,
    (tag) => `<html lang="${slot('lang')}"${tag.slice('<html'.length).replace(LANG_ATTRIBUTE, '')}`,
  );
  const hasTitle = TITLE.test(marked);
  marked = marked.replace(TITLE, slot('title'));
  let hasDescription = false;
  marked = marked.replace(META_TAG, (tag) => {
    if (hasDescription || !NAMED_DESCRIPTION.test(tag)) return tag;
    hasDescription = true;
    return slot('description');
  });
  marked = marked.replace(HEAD_CLOSE, (close) => `${slot('rest')}${close}`);
  if (!ROOT_ELEMENT.test(marked)) throw new Error(`The client index.html has no empty <div id="${ROOT_ELEMENT_ID}">.`);
  marked = marked.replace(ROOT_ELEMENT, (_element, open: string, close: string) => `${open}${slot('body')}${close}`);
  // 'This page needs JavaScript' is true only of a page that comes without its body; it is said in the page's
  // language.
  const [noscript = '', noscriptOpen = '', noscriptClose = ''] = NOSCRIPT.exec(marked) ?? [];
  marked = marked.replace(NOSCRIPT, slot('noscript'));
  const noscriptIn = (language: string) =>
    noscript && isLanguage(language)
      ? `${noscriptOpen}${escapeMarkup(SEO_TEXTS[language].needsJavaScript)}${noscriptClose}`
      : noscript;
  const pieces = marked.split(SLOT);

  return (tags, language, body = '') => {
    const fill: Record<string, string> = {
      body,
      noscript: body ? '' : noscriptIn(language),
      lang: escapeMarkup(language),
      title: tags.title,
      description: tags.description,
      rest: [...(hasTitle ? [] : [tags.title]), ...(hasDescription ? [] : [tags.description]), tags.rest, ''].join(
        '\n',
      ),
    };
    // split() with a capturing group alternates text and slot names.
    return pieces.map((piece, index) => (index % 2 === 0 ? piece : fill[piece]!)).join('');
  };
}

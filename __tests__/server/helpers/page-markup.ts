import { JSDOM } from 'jsdom';

/**
 * A server-rendered page as a browser without JavaScript gets it: its markup parsed, nothing run. The style sheets
 * are left out (a DOM without layout reads nothing from them, and parsing them is most of the time spent); what
 * the markup itself hides (`hidden`, `aria-hidden`) stays hidden.
 */
export function parsePage(html: string): Document {
  return new JSDOM(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')).window.document;
}

/** Text as a reader takes it: runs of white space as one space, trimmed. */
export const normalized = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Whether the markup hides `element` or one of its ancestors from every reader. */
export function isHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return true;
  }
  return false;
}

/** The visible text of `element`, without what its markup hides. */
export function visibleText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) parts.push(node.textContent ?? '');
    else if (node.nodeType === node.ELEMENT_NODE && !isHidden(node as Element)) node.childNodes.forEach(walk);
  };
  walk(element);
  return normalized(parts.join(''));
}

/** The name a screen reader gives `element`: its label, else its text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return normalized(label);
  const labelledBy = element.getAttribute('aria-labelledby');
  const document = element.ownerDocument;
  if (labelledBy) {
    return normalized(
      labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }
  const id = element.getAttribute('id');
  const forLabel = id ? document.querySelector(`label[for="${id}"]`) : null;
  if (forLabel) return visibleText(forLabel);
  return visibleText(element);
}

/** The elements matching `selector` inside `scope` that the markup does not hide. */
export const visibleAll = (scope: ParentNode, selector: string): Element[] =>
  [...scope.querySelectorAll(selector)].filter((element) => !isHidden(element));

/** Whether some visible element in `scope` reads exactly `text` (as a testing library's `getByText` finds it). */
export const showsText = (scope: Element, text: string): boolean =>
  visibleAll(scope, '*').some(
    (element) => element.tagName !== 'SCRIPT' && element.tagName !== 'STYLE' && visibleText(element) === text,
  );

/** The visible links in `scope` whose name contains `name` (any case), as Playwright's role query finds them. */
export const linksNamed = (scope: ParentNode, name: string): HTMLAnchorElement[] =>
  (visibleAll(scope, 'a[href]') as HTMLAnchorElement[]).filter((link) =>
    accessibleName(link).toLowerCase().includes(name.toLowerCase()),
  );

/** The visible headings in `scope`, of `level` when given. */
export const headings = (scope: ParentNode, level?: number): Element[] =>
  visibleAll(scope, level ? `h${level}` : 'h1, h2, h3, h4, h5, h6');

/** The page's top bar: its `<header>` outside the main content. */
export function topBarOf(document: Document): Element {
  const header = [...document.querySelectorAll('header')].find((element) => !element.closest('main, article, section'));
  if (!header) throw new Error('The page has no top bar');
  return header;
}

import fs from 'node:fs';
import path from 'node:path';
import type { MailLanguage } from '@/common/api/auth';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const RESET_CODE_KEYS = ['subject', 'greeting', 'intro', 'expiry', 'link', 'ignore', 'signature'] as const;
type ResetCodeTexts = Record<(typeof RESET_CODE_KEYS)[number], string>;

/**
 * `locales/` sits at the project root, above `src/server/services` when run from source and above
 * `dist/node/server/services` when built; the texts are read at run time because the server build only
 * compiles `src`.
 */
function findLocalesDir(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'locales');
    if (fs.existsSync(path.join(candidate, 'en', 'email.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error('locales/en/email.json not found above the server code');
  }
}

const cache = new Map<MailLanguage, ResetCodeTexts>();

function resetCodeTexts(language: MailLanguage): ResetCodeTexts {
  let texts = cache.get(language);
  if (!texts) {
    const file = path.join(findLocalesDir(), language, 'email.json');
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { resetCode?: Partial<ResetCodeTexts> };
    const missing = RESET_CODE_KEYS.filter((key) => typeof parsed.resetCode?.[key] !== 'string');
    if (missing.length) throw new Error(`${file}: resetCode lacks ${missing.join(', ')}`);
    texts = parsed.resetCode as ResetCodeTexts;
    cache.set(language, texts);
  }
  return texts;
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface ResetCodeMailInput {
  username: string;
  code: string;
  minutes: number;
  company: string;
  /** Where the code is entered; without it the mail has no link. */
  url?: string;
}

/** The mail that carries a password code, as plain text and a simple HTML part (every value escaped). */
export function resetCodeMail(language: MailLanguage, input: ResetCodeMailInput): RenderedMail {
  const texts = resetCodeTexts(language);
  const params = { username: input.username, minutes: input.minutes, company: input.company, url: input.url ?? '' };
  const line = (key: keyof ResetCodeTexts) => fill(texts[key], params);
  const linkLine = input.url ? line('link') : undefined;

  const text = [
    line('greeting'),
    line('intro'),
    `    ${input.code}`,
    line('expiry'),
    ...(linkLine ? [linkLine] : []),
    line('ignore'),
    line('signature'),
  ].join('\n\n');

  const paragraph = (content: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${content}</p>`;
  // The link line is escaped as a whole and the anchor put where the URL was.
  const URL_SLOT = '\u0000url\u0000';
  const linkHtml = input.url
    ? paragraph(
        escapeHtml(fill(texts.link, { ...params, url: URL_SLOT })).replace(
          URL_SLOT,
          `<a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a>`,
        ),
      )
    : '';
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(line('subject'))}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1b2a30; line-height: 1.5">',
    paragraph(escapeHtml(line('greeting'))),
    paragraph(escapeHtml(line('intro'))),
    paragraph(escapeHtml(input.code), 'font-size: 28px; font-weight: bold; letter-spacing: 6px; color: #0b5d6b'),
    paragraph(escapeHtml(line('expiry'))),
    linkHtml,
    paragraph(escapeHtml(line('ignore'))),
    paragraph(escapeHtml(line('signature'))),
    '</body></html>',
  ].join('\n');

  return { subject: line('subject'), text, html };
}

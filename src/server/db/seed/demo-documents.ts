import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentKind } from '@/common/constants';
import type { Language } from '@/common/language';

/** One page of a demo product document: its title, the product, a table of label and value, and a paragraph. */
export interface DemoPdf {
  kind: DocumentKind;
  language: Language;
  productName: string;
  rows: (readonly [label: string, value: string])[];
  text?: string;
}

const TITLES: Record<DocumentKind, Record<Language, string>> = {
  tds: { en: 'Technical Data Sheet', id: 'Lembar Data Teknis' },
  sds: { en: 'Safety Data Sheet', id: 'Lembar Data Keselamatan' },
  coa: { en: 'Certificate of Analysis (template)', id: 'Sertifikat Analisis (templat)' },
  certificate: { en: 'Halal Certificate', id: 'Sertifikat Halal' },
  other: { en: 'Product document', id: 'Dokumen produk' },
};

const FOOTER: Record<Language, string> = {
  en: 'Sample document of the demo catalogue.',
  id: 'Dokumen contoh katalog demo.',
};

export const documentTitle = (kind: DocumentKind, language: Language): string => TITLES[kind][language];

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const VALUE_X = PAGE.margin + 150;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.4, 0.45, 0.5);

/** The standard PDF fonts write WinAnsi only: anything outside it becomes '?'. */
const winAnsi = (text: string) =>
  text.replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');

/** Greedy word wrap of `text` into lines at most `width` points wide. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return line ? [...lines, line] : lines;
}

/** Draws `lines` from `y` down; answers the y below them. */
function drawLines(page: PDFPage, lines: string[], x: number, y: number, font: PDFFont, size: number): number {
  for (const [index, line] of lines.entries()) {
    page.drawText(line, { x, y: y - index * size * 1.35, size, font, color: INK });
  }
  return y - lines.length * size * 1.35;
}

/** A one-page A4 PDF of a demo product document, written with the standard Helvetica fonts. */
export async function demoPdf({ kind, language, productName, rows, text }: DemoPdf): Promise<Buffer> {
  const document = await PDFDocument.create();
  const title = documentTitle(kind, language);
  document.setTitle(`${title}: ${winAnsi(productName)}`);
  document.setLanguage(language);
  document.setProducer('pdf-lib');
  const [regular, bold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  const page = document.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * PAGE.margin;

  let y = PAGE.height - PAGE.margin - 20;
  page.drawText(title, { x: PAGE.margin, y, size: 20, font: bold, color: INK });
  y = drawLines(page, wrap(productName, bold, 14, width), PAGE.margin, y - 28, bold, 14);
  page.drawLine({
    start: { x: PAGE.margin, y: y + 4 },
    end: { x: PAGE.width - PAGE.margin, y: y + 4 },
    thickness: 0.75,
    color: MUTED,
  });
  y -= 18;
  for (const [label, value] of rows) {
    page.drawText(winAnsi(label), { x: PAGE.margin, y, size: 10, font: bold, color: INK });
    y = drawLines(page, wrap(value, regular, 10, PAGE.width - PAGE.margin - VALUE_X), VALUE_X, y, regular, 10) - 6;
  }
  if (text) drawLines(page, wrap(text, regular, 10, width), PAGE.margin, y - 12, regular, 10);
  page.drawText(FOOTER[language], { x: PAGE.margin, y: PAGE.margin - 20, size: 8, font: regular, color: MUTED });
  return Buffer.from(await document.save());
}

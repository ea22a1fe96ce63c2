export type PlaceholderMotif = 'molecules' | 'grid' | 'waves' | 'none';

export interface PlaceholderOptions {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  palette: [string, string];
  motif?: PlaceholderMotif;
  /** Whether `title` and `subtitle` are drawn (default true); without them the picture has no words at all. */
  drawText?: boolean;
}

const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';
// Average advance of bold DejaVu Sans in ems, rounded up so estimated lines rarely overflow.
const CHAR_WIDTH = 0.62;
const LINE_HEIGHT = 1.2;
const XML_ENTITIES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&${XML_ENTITIES[ch]};`);
const num = (n: number): string => String(Math.round(n * 10) / 10);

function ellipsize(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(1, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}\u2026`;
}

function seededRandom(text: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 0x01000193);
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 0x100000000;
}

function wrapWords(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const limit = Math.max(maxChars, ...words.map((word) => word.length));
  const lines: string[] = [];
  for (const word of words) {
    const joined = `${lines.at(-1) ?? ''} ${word}`;
    if (lines.length > 0 && joined.length <= limit) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

function molecules(w: number, h: number, rand: () => number): string {
  const parts: string[] = [];
  for (let m = 3 + Math.floor(rand() * 3); m > 0; m--) {
    const [cx, cy, turn] = [rand() * w, rand() * h, rand() * Math.PI];
    const r = Math.min(w, h) * (0.06 + rand() * 0.08);
    const at = (a: number, d: number): [number, number] => [cx + d * Math.cos(a), cy + d * Math.sin(a)];
    const atoms = Array.from({ length: 6 }, (_, i) => at(turn + (i * Math.PI) / 3, r));
    const branch = turn + (Math.floor(rand() * 6) * Math.PI) / 3;
    const [start, tip] = [at(branch, r), at(branch, 2 * r)];
    const stroke = num(Math.max(1, r * 0.06));
    parts.push(
      `<polygon points="${atoms.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="none" stroke-width="${stroke}"/>`,
      `<line x1="${num(start[0])}" y1="${num(start[1])}" x2="${num(tip[0])}" y2="${num(tip[1])}" stroke-width="${stroke}"/>`,
      ...[...atoms, tip].map(([x, y]) => `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.12)}"/>`),
    );
  }
  return `<g stroke="#fff" stroke-opacity="0.16" fill="#fff" fill-opacity="0.18">${parts.join('')}</g>`;
}

function grid(w: number, h: number, rand: () => number): string {
  const step = Math.max(8, Math.round(Math.min(w, h) / 8));
  let d = '';
  for (let x = step; x < w; x += step) d += `M${x} 0V${h}`;
  for (let y = step; y < h; y += step) d += `M0 ${y}H${w}`;
  const cells = Array.from({ length: 4 + Math.floor(rand() * 5) }, () => {
    const [x, y] = [Math.floor((rand() * w) / step) * step, Math.floor((rand() * h) / step) * step];
    return `<rect x="${x}" y="${y}" width="${step}" height="${step}"/>`;
  });
  const lines = `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="1"/>`;
  return `${lines}<g fill="#fff" fill-opacity="0.07">${cells.join('')}</g>`;
}

function waves(w: number, h: number, rand: () => number): string {
  const paths = Array.from({ length: 5 }, (_, i) => {
    const [y, amp] = [h * (0.12 + i * 0.19 + rand() * 0.05), h * (0.04 + rand() * 0.08)];
    const [period, x] = [w * (0.5 + rand() * 0.5), -rand() * w * 0.5];
    let d = `M${num(x)} ${num(y)}C${num(x + period / 6)} ${num(y - amp)} ${num(x + period / 3)} ${num(y - amp)}`;
    d += ` ${num(x + period / 2)} ${num(y)}`;
    // Each smooth segment mirrors the previous control point, so alternating the sign gives a sine-like wave.
    for (let sign = -1, x0 = x + period / 2; x0 < w; x0 += period / 2, sign = -sign) {
      d += `S${num(x0 + period / 3)} ${num(y - sign * amp)} ${num(x0 + period / 2)} ${num(y)}`;
    }
    const stroke = num(Math.max(1, Math.min(w, h) * (0.004 + rand() * 0.006)));
    return `<path d="${d}" stroke-width="${stroke}" stroke-opacity="${num(0.08 + i * 0.03)}"/>`;
  });
  return `<g fill="none" stroke="#fff">${paths.join('')}</g>`;
}

const MOTIFS = { molecules, grid, waves };

export function placeholderSvg(opts: PlaceholderOptions): string {
  const [width, height] = [Math.max(1, Math.round(opts.width)), Math.max(1, Math.round(opts.height))];
  const rand = seededRandom(opts.title);
  const id = Math.floor(rand() * 0x7fffffff).toString(36);
  const motif = opts.motif ?? 'molecules';
  const decoration = motif === 'none' ? '' : MOTIFS[motif](width, height, rand);
  const subtitle = opts.subtitle?.trim() ?? '';
  const usable = width * 0.84;
  const charsAt = (fontSize: number): number => Math.max(1, Math.floor(usable / (fontSize * CHAR_WIDTH)));
  const baseSize = Math.min(width / 14, height / 6);
  let size = baseSize;
  // Long titles first get a slightly smaller font; only then is the third line cut short.
  while (size > baseSize * 0.7 && wrapWords(opts.title, charsAt(size)).length > 3) size *= 0.9;
  const lines = wrapWords(opts.title, charsAt(size));
  if (lines.length > 3) lines.splice(2, Infinity, ellipsize(lines.slice(2).join(' '), charsAt(size)));
  const longest = Math.max(1, ...lines.map((line) => line.length));
  // A subtitle takes a 0.3em gap plus one half-size line, i.e. 0.3 + 0.5 * 1.2 = 0.9 title lines.
  const rows = Math.max(1, lines.length * LINE_HEIGHT + (subtitle ? 0.9 : 0));
  size = Math.min(size, usable / (longest * CHAR_WIDTH), (height * 0.8) / rows);
  const top = (height - rows * size) / 2;
  // The DejaVu Sans baseline sits about 0.95em below the top of a 1.2em line box.
  const text = (y: number, fontSize: number, content: string, bold: boolean): string =>
    `<text x="${num(width / 2)}" y="${num(y + fontSize * 0.95)}" font-size="${num(fontSize)}"` +
    `${bold ? ' font-weight="700"' : ' fill-opacity="0.88"'}>${escapeXml(content)}</text>`;
  const titleText = lines.map((line, i) => text(top + i * size * LINE_HEIGHT, size, line, true));
  const subtitleY = top + (lines.length * LINE_HEIGHT + 0.3) * size;
  const subtitleLine = ellipsize(subtitle, Math.max(4, charsAt(size * 0.5)));
  const subtitleText = subtitle ? text(subtitleY, size * 0.5, subtitleLine, false) : '';
  const [from, to] = [escapeXml(opts.palette[0]), escapeXml(opts.palette[1])];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml([opts.title.trim(), subtitle].filter(Boolean).join(' - '))}</title>`,
    `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="shade-${id}" r="0.6">`,
    '<stop offset="0" stop-opacity="0.28"/><stop offset="1" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg-${id})"/>`,
    decoration,
    `<rect width="${width}" height="${height}" fill="url(#shade-${id})"/>`,
    ...(opts.drawText === false
      ? []
      : [
          `<g fill="#fff" font-family="${escapeXml(FONT_FAMILY)}" text-anchor="middle">`,
          ...titleText,
          subtitleText,
          '</g>',
        ]),
    '</svg>',
  ].join('\n');
}

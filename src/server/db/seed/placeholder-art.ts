export type PlaceholderMotif = 'molecules' | 'grid' | 'waves' | 'none';

/**
 * A demo picture without a single word: the site shows every text in the visitor's language beside it, so a word
 * drawn into the picture would be in one language on every page. `seed` (the item's name) chooses the shapes.
 */
export interface PlaceholderOptions {
  width: number;
  height: number;
  seed: string;
  palette: [string, string];
  motif?: PlaceholderMotif;
}

/** A partner's logo: its name, as a company's logo would be (a proper name reads the same in every language). */
export interface WordmarkOptions {
  width: number;
  height: number;
  name: string;
  palette: [string, string];
}

const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';
// Average advance of bold DejaVu Sans in ems, rounded up so estimated lines rarely overflow.
const CHAR_WIDTH = 0.62;
const LINE_HEIGHT = 1.2;
const XML_ENTITIES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&${XML_ENTITIES[ch]};`);
const num = (n: number): string => String(Math.round(n * 10) / 10);

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

/** A regular polygon of `sides` around (cx, cy), turned by `turn` radians. */
function polygon(cx: number, cy: number, r: number, sides: number, turn: number): string {
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = turn + (i * 2 * Math.PI) / sides;
    return `${num(cx + r * Math.cos(angle))},${num(cy + r * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/**
 * A centred emblem of nested shapes chosen by the seed: the picture's subject, kept in the middle so that a square
 * thumbnail cut from any side still shows it whole.
 */
function emblem(w: number, h: number, rand: () => number): string {
  const [cx, cy] = [w / 2, h / 2];
  const outer = Math.min(w, h) * (0.26 + rand() * 0.06);
  const sides = [0, 3, 4, 6][Math.floor(rand() * 4)]!;
  const turn = rand() * Math.PI;
  const shape = (r: number, s: number) =>
    s === 0 ? `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/>` : polygon(cx, cy, r, s, turn);
  const rings = Array.from({ length: 2 + Math.floor(rand() * 2) }, (_, i) => shape(outer * (1 - i * 0.28), sides));
  const dotCount = 3 + Math.floor(rand() * 4);
  const dots = Array.from({ length: dotCount }, (_, i) => {
    const angle = turn + (i * 2 * Math.PI) / dotCount;
    return `<circle cx="${num(cx + outer * Math.cos(angle))}" cy="${num(cy + outer * Math.sin(angle))}" r="${num(outer * 0.09)}"/>`;
  });
  const stroke = num(Math.max(1, outer * 0.05));
  return (
    `<g fill="#fff" fill-opacity="0.1" stroke="#fff" stroke-opacity="0.55" stroke-width="${stroke}">${rings.join('')}</g>` +
    `<g fill="#fff" fill-opacity="0.7">${dots.join('')}${shape(outer * 0.16, sides)}</g>`
  );
}

function background(
  width: number,
  height: number,
  palette: [string, string],
  id: string,
  decoration: string,
): string[] {
  const [from, to] = [escapeXml(palette[0]), escapeXml(palette[1])];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="shade-${id}" r="0.6">`,
    '<stop offset="0" stop-opacity="0.28"/><stop offset="1" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg-${id})"/>`,
    decoration,
    `<rect width="${width}" height="${height}" fill="url(#shade-${id})"/>`,
  ];
}

const size = (opts: { width: number; height: number }) =>
  [Math.max(1, Math.round(opts.width)), Math.max(1, Math.round(opts.height))] as const;

/** Purely graphic art: the palette's gradient, the motif and an emblem, all drawn from the seed. */
export function placeholderSvg(opts: PlaceholderOptions): string {
  const [width, height] = size(opts);
  const rand = seededRandom(opts.seed);
  const id = Math.floor(rand() * 0x7fffffff).toString(36);
  const motif = opts.motif ?? 'molecules';
  const decoration = motif === 'none' ? '' : MOTIFS[motif](width, height, rand);
  return [...background(width, height, opts.palette, id, decoration), emblem(width, height, rand), '</svg>'].join('\n');
}

/** The name in white on the palette's gradient, wrapped on up to two lines. */
export function wordmarkSvg(opts: WordmarkOptions): string {
  const [width, height] = size(opts);
  const id = Math.floor(seededRandom(opts.name)() * 0x7fffffff).toString(36);
  const usable = width * 0.84;
  let fontSize = Math.min(width / 10, height / 3);
  const charsAt = (at: number) => Math.max(1, Math.floor(usable / (at * CHAR_WIDTH)));
  while (fontSize > 6 && wrapWords(opts.name, charsAt(fontSize)).length > 2) fontSize *= 0.9;
  const lines = wrapWords(opts.name, charsAt(fontSize));
  const longest = Math.max(1, ...lines.map((line) => line.length));
  fontSize = Math.min(fontSize, usable / (longest * CHAR_WIDTH), (height * 0.8) / (lines.length * LINE_HEIGHT));
  const top = (height - lines.length * LINE_HEIGHT * fontSize) / 2;
  // The DejaVu Sans baseline sits about 0.95em below the top of a 1.2em line box.
  const text = lines.map(
    (line, i) =>
      `<text x="${num(width / 2)}" y="${num(top + i * LINE_HEIGHT * fontSize + fontSize * 0.95)}" font-size="${num(fontSize)}">${escapeXml(line)}</text>`,
  );
  return [
    ...background(width, height, opts.palette, id, ''),
    `<g fill="#fff" font-family="${escapeXml(FONT_FAMILY)}" font-weight="700" text-anchor="middle">`,
    ...text,
    '</g>',
    '</svg>',
  ].join('\n');
}

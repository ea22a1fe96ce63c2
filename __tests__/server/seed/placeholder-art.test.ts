import sharp from 'sharp';
import { placeholderSvg, type PlaceholderMotif } from '@/server/db/seed/placeholder-art';

const NAMES = ['Sweeteners', 'Aspartame 200 Mesh', 'Food safety in 2024: what changed', 'Warehouse & laboratory'];
const MOTIFS: PlaceholderMotif[] = ['molecules', 'grid', 'waves', 'none'];

const art = (seed: string, motif: PlaceholderMotif) =>
  placeholderSvg({ width: 1200, height: 800, seed, palette: ['#1f3b5c', '#6fa3d6'], motif });

describe('the demo pictures', () => {
  it.each(MOTIFS)('carry no words whatever the name (%s)', (motif) => {
    for (const name of NAMES) {
      const svg = art(name, motif);
      expect(svg).not.toMatch(/<(text|tspan|textPath|title|desc|foreignObject)\b/);
      // Not a word of the name survives anywhere in the picture's source.
      for (const word of name.match(/[A-Za-z]{4,}/g) ?? []) expect(svg.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it('draw different art for different names, and the same art for the same name', () => {
    expect(art('Sweeteners', 'molecules')).toBe(art('Sweeteners', 'molecules'));
    expect(art('Sweeteners', 'molecules')).not.toBe(art('Preservatives', 'molecules'));
  });

  it('is a picture the image pipeline can read', async () => {
    const { width, height } = await sharp(Buffer.from(art('Sweeteners', 'grid'))).metadata();
    expect([width, height]).toEqual([1200, 800]);
  });
});

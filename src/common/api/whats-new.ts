import { Type, type Static } from '@sinclair/typebox';
import { ImageSet } from './image';

const timestamp = Type.String({ format: 'date-time' });

/** The cpga_id prefix of each kind of What's New item, the prefixes `whatsNewLink` (../whats-new.ts) links. */
export const WHATS_NEW_PREFIXES = { product: 'PD', career: 'CR', article: 'AR' } as const;

/** A What's New item, derived from products, active careers and articles (DESIGN.md 4). */
export const WhatsNewItem = Type.Object({
  id: Type.Integer(),
  cpga_id: Type.String({ description: 'PD-<id>, CR-<id> or AR-<id>' }),
  title: Type.String(),
  description: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  updated_at: timestamp,
});
export type WhatsNewItem = Static<typeof WhatsNewItem>;

import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { FallbackSchema, TextsByLanguageSchema } from './translations';

/** The About page's content: admins edit the whole document (GET/PUT /admin/about); visitors read GET /about. */

export const ABOUT_TEXT_FIELDS = ['intro', 'vision', 'mission'] as const;
export const AboutTexts = Type.Object({
  intro: Type.String({ maxLength: LIMITS.longText }),
  vision: Type.String({ maxLength: LIMITS.shortText }),
  mission: Type.String({ maxLength: LIMITS.shortText }),
});

export const MILESTONE_TEXT_FIELDS = ['date', 'title', 'text'] as const;
export const MilestoneTexts = Type.Object({
  date: Type.String({ maxLength: 50 }),
  title: Type.String({ maxLength: LIMITS.name }),
  text: Type.String({ maxLength: LIMITS.shortText }),
});
export const MAX_MILESTONES = 30;

export const AboutDocument = Type.Object(
  {
    texts: TextsByLanguageSchema(AboutTexts),
    milestones: Type.Array(
      Type.Object({ texts: TextsByLanguageSchema(MilestoneTexts) }, { additionalProperties: false }),
      {
        maxItems: MAX_MILESTONES,
      },
    ),
  },
  { additionalProperties: false },
);
export type AboutDocument = Static<typeof AboutDocument>;

export const Milestone = Type.Object({
  date: Type.String(),
  title: Type.String(),
  text: Type.String(),
  fallback: FallbackSchema(MILESTONE_TEXT_FIELDS),
});
export type Milestone = Static<typeof Milestone>;

/** GET /about: the page's texts in the language asked for; `intro` may hold several paragraphs (blank lines). */
export const AboutContent = Type.Object({
  intro: Type.String(),
  vision: Type.String(),
  mission: Type.String(),
  fallback: FallbackSchema(ABOUT_TEXT_FIELDS),
  milestones: Type.Array(Milestone),
});
export type AboutContent = Static<typeof AboutContent>;

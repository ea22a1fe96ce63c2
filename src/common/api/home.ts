import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../constants';
import { ImageSet } from './image';
import { Partner } from './partners';
import { Slide } from './slides';
import { FallbackSchema, TextsByLanguageSchema } from './translations';

/** How many categories the home page features: those with the most products. */
export const FEATURED_CATEGORY_COUNT = 6;

export const HOME_TEXT_FIELDS = ['heroTitle', 'heroText', 'whyLead', 'industriesLead', 'figuresLead'] as const;
export const HomeTexts = Type.Object({
  heroTitle: Type.String({ maxLength: LIMITS.name }),
  heroText: Type.String({ maxLength: LIMITS.shortText }),
  whyLead: Type.String({ maxLength: LIMITS.shortText }),
  industriesLead: Type.String({ maxLength: LIMITS.shortText }),
  figuresLead: Type.String({ maxLength: LIMITS.shortText }),
});

/** A reason to choose the company, or an industry it serves: a title and a text. */
export const CARD_TEXT_FIELDS = ['title', 'text'] as const;
export const CardTexts = Type.Object({
  title: Type.String({ maxLength: LIMITS.name }),
  text: Type.String({ maxLength: LIMITS.shortText }),
});
export const MAX_HOME_CARDS = 8;

/**
 * A company figure: `custom` shows the value the admin wrote ('2000', '300+'); the others count what the site
 * holds when the page is read.
 */
export const FIGURE_KINDS = ['custom', 'products', 'categories', 'partners'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];
export const FIGURE_TEXT_FIELDS = ['label'] as const;
export const FigureTexts = Type.Object({ label: Type.String({ maxLength: LIMITS.name }) });
export const MAX_FIGURES = 8;

const CardDocument = Type.Object({ texts: TextsByLanguageSchema(CardTexts) }, { additionalProperties: false });

/** GET/PUT /admin/home-page: the home page's own texts, every language. */
export const HomePageDocument = Type.Object(
  {
    texts: TextsByLanguageSchema(HomeTexts),
    reasons: Type.Array(CardDocument, { maxItems: MAX_HOME_CARDS }),
    industries: Type.Array(CardDocument, { maxItems: MAX_HOME_CARDS }),
    figures: Type.Array(
      Type.Object(
        {
          kind: Type.Unsafe<FigureKind>({ type: 'string', enum: [...FIGURE_KINDS] }),
          value: Type.String({ maxLength: 20 }),
          texts: TextsByLanguageSchema(FigureTexts),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_FIGURES },
    ),
  },
  { additionalProperties: false },
);
export type HomePageDocument = Static<typeof HomePageDocument>;

export const HomeCard = Type.Object({
  title: Type.String(),
  text: Type.String(),
  fallback: FallbackSchema(CARD_TEXT_FIELDS),
});
export type HomeCard = Static<typeof HomeCard>;

export const HomeFigure = Type.Object({
  value: Type.String(),
  label: Type.String(),
  fallback: FallbackSchema(FIGURE_TEXT_FIELDS),
});
export type HomeFigure = Static<typeof HomeFigure>;

export const FeaturedCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image_url: Type.Union([ImageSet, Type.Null()]),
  product_count: Type.Integer(),
  fallback: FallbackSchema(['name']),
});
export type FeaturedCategory = Static<typeof FeaturedCategory>;

/** GET /home: everything the home page shows besides its articles, in one answer, in the language asked for. */
export const HomeContent = Type.Object({
  texts: Type.Object({
    heroTitle: Type.String(),
    heroText: Type.String(),
    whyLead: Type.String(),
    industriesLead: Type.String(),
    figuresLead: Type.String(),
    fallback: FallbackSchema(HOME_TEXT_FIELDS),
  }),
  reasons: Type.Array(HomeCard),
  industries: Type.Array(HomeCard),
  figures: Type.Array(HomeFigure),
  slides: Type.Array(Slide),
  partners: Type.Array(Partner),
  featuredCategories: Type.Array(FeaturedCategory),
});
export type HomeContent = Static<typeof HomeContent>;

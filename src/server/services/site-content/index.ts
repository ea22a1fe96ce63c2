import { ABOUT_TEXT_FIELDS, MILESTONE_TEXT_FIELDS, type AboutContent } from '@/common/api/about';
import {
  CARD_TEXT_FIELDS,
  FIGURE_TEXT_FIELDS,
  HOME_TEXT_FIELDS,
  type HomeCard,
  type HomeContent,
  type HomeFigure,
  type HomePageDocument,
} from '@/common/api/home';
import { OFFICE_TEXT_FIELDS, type Office, type OfficeDocument, type SiteSettings } from '@/common/api/site';
import { pickTexts, type TextsByLanguage } from '@/common/api/translations';
import type { Language } from '@/common/language';
import { companyTimeZone } from '@/common/time-zone';
import type { SiteDefaults } from '@/server/config';
import type { Repositories } from '@/server/repositories';
import type { HomeCounts } from '@/server/repositories/home-repository';
import {
  SITE_DOCUMENT_KEYS,
  type SiteDocumentKey,
  type SiteDocuments,
} from '@/server/repositories/site-documents-repository';
import { defaultDocuments } from './defaults';

export { defaultDocuments } from './defaults';

/** The texts of `byLanguage` in `language`, with `fallback` only when some came from another language. */
function localized<F extends string>(
  byLanguage: TextsByLanguage<F> | undefined,
  fields: readonly F[],
  language: Language,
) {
  const { texts, fallback } = pickTexts(byLanguage ?? {}, fields, language);
  return { ...texts, ...(fallback && { fallback }) };
}

function localizeOffice(office: Partial<OfficeDocument>, language: Language): Office {
  return {
    ...localized(office.texts, OFFICE_TEXT_FIELDS, language),
    phones: office.phones ?? [],
    mapUrl: office.mapUrl ?? '',
  };
}

/** The settings as every page reads them, in `language`; an empty setting is an empty text or list, never absent. */
export function localizeSettings(document: Partial<SiteDocuments['settings']>, language: Language): SiteSettings {
  return {
    companyName: document.companyName ?? '',
    shortName: document.shortName ?? '',
    headOffice: localizeOffice(document.headOffice ?? {}, language),
    branches: (document.branches ?? []).map((branch) => localizeOffice(branch, language)),
    emails: {
      general: document.emails?.general ?? '',
      sales: document.emails?.sales ?? '',
      recruiting: document.emails?.recruiting ?? '',
    },
    whatsapp: document.whatsapp ?? '',
    social: (document.social ?? []).map(({ network, url }) => ({ network, url })),
    timeZone: companyTimeZone(document.timeZone),
  };
}

export function localizeAbout(document: SiteDocuments['about'], language: Language): AboutContent {
  return {
    ...localized(document.texts, ABOUT_TEXT_FIELDS, language),
    milestones: (document.milestones ?? []).map((milestone) =>
      localized(milestone.texts, MILESTONE_TEXT_FIELDS, language),
    ),
  };
}

const localizeCard = (card: { texts: TextsByLanguage<'title' | 'text'> }, language: Language): HomeCard =>
  localized(card.texts, CARD_TEXT_FIELDS, language);

function localizeFigure(
  figure: HomePageDocument['figures'][number],
  counts: HomeCounts,
  language: Language,
): HomeFigure {
  const value =
    figure.kind === 'custom' || !(figure.kind in counts) ? (figure.value ?? '') : String(counts[figure.kind]);
  return { value, ...localized(figure.texts, FIGURE_TEXT_FIELDS, language) };
}

/**
 * The site's own content: its documents, each read from the database and, when none is stored (or the database
 * holds something unreadable), the defaults, so a page never breaks; and each one in a language for visitors.
 */
export function siteContent(repos: Pick<Repositories, 'siteDocuments' | 'home'>, site: SiteDefaults) {
  /** The stored document over the defaults: a field a stored document lacks (an older one) has its default. */
  async function read<K extends SiteDocumentKey>(key: K): Promise<SiteDocuments[K]> {
    const fallback = defaultDocuments(site)[key];
    const stored = await repos.siteDocuments.read(key);
    return stored ? { ...fallback, ...stored } : fallback;
  }

  return {
    read,

    write: <K extends SiteDocumentKey>(key: K, document: SiteDocuments[K]): Promise<void> =>
      repos.siteDocuments.write(key, document),

    settings: async (language: Language): Promise<SiteSettings> => localizeSettings(await read('settings'), language),

    about: async (language: Language): Promise<AboutContent> => localizeAbout(await read('about'), language),

    async home(language: Language): Promise<HomeContent> {
      const [document, snapshot] = await Promise.all([read('home'), repos.home.snapshot(language)]);
      const { counts, ...rows } = snapshot;
      return {
        texts: localized(document.texts, HOME_TEXT_FIELDS, language),
        reasons: (document.reasons ?? []).map((card) => localizeCard(card, language)),
        industries: (document.industries ?? []).map((card) => localizeCard(card, language)),
        figures: (document.figures ?? []).map((figure) => localizeFigure(figure, counts, language)),
        ...rows,
      };
    },
  };
}

export type SiteContent = ReturnType<typeof siteContent>;

/**
 * Writes each site document that is not stored yet with its defaults (a new installation); a document already
 * there, edited or not, is never overwritten. Answers the keys written.
 */
export async function writeMissingDocuments(
  repos: Pick<Repositories, 'siteDocuments'>,
  site: SiteDefaults,
): Promise<SiteDocumentKey[]> {
  const defaults = defaultDocuments(site);
  const written: SiteDocumentKey[] = [];
  for (const key of SITE_DOCUMENT_KEYS) {
    if (await repos.siteDocuments.insertIfMissing(key, defaults[key])) written.push(key);
  }
  return written;
}

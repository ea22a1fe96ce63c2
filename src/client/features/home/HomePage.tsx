import { useTranslation } from 'react-i18next';
import { lazyPart, lazyWhenIdle } from '@/client/components/lazyPart';
import { Loading } from '@/client/components/Loading';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { HeroCarouselPlaceholder } from './HeroCarouselPlaceholder';
import { HeroMessage } from './HeroMessage';
import { homeApi, useGetHomeQuery } from './homeApi';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';
import { articlesApi } from '../articles/articlesApi';

// Everything below the first screen (the sections, the articles, the contact form) is a chunk of its own, which
// the first screen does not wait for.
const BelowTheFold = lazyPart(() =>
  import(/* webpackChunkName: "public-home-more" */ './HomeBelowTheFold').then((m) => m.HomeBelowTheFold),
);

// The slides as the server drew them are the carousel's first frame; its code (embla) comes once the page is idle.
const HeroCarousel = lazyWhenIdle(() =>
  import(/* webpackChunkName: "public-home-carousel" */ './HeroCarousel').then((m) => m.HeroCarousel),
);

function Slides() {
  const { data, isLoading } = useGetHomeQuery({ language: useContentLanguage() });
  if (isLoading) return <HeroCarouselPlaceholder />;
  // A failed load is reported once, further down; the hero then opens the page on its own.
  if (!data?.slides.length) return null;
  return <HeroCarousel slides={data.slides} fallback={<HeroCarouselPlaceholder />} />;
}

/** The home page: slides, the hero, why us, industries, the catalogue's highlights, articles and the contact form. */
/** The home page's texts, slides and figures, and its latest articles. */
export const pageQueries: PageQueries = ({ language }) => [
  homeApi.endpoints.getHome.initiate({ language }),
  articlesApi.endpoints.getHomeArticles.initiate({ language }),
];

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public:home.title'));
  const home = useGetHomeQuery({ language: useContentLanguage() }).data;
  return (
    <>
      <Slides />
      <HeroMessage texts={home?.texts} />
      <BelowTheFold fallback={<Loading />} />
    </>
  );
}

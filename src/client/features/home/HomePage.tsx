import { useTranslation } from 'react-i18next';
import { afterLoad, whenVisible } from '@/client/components/hydrateLater';
import { Loading } from '@/client/components/Loading';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { HeroCarouselPlaceholder } from './HeroCarouselPlaceholder';
import { HeroMessage } from './HeroMessage';
import { useGetHomeQuery } from './homeApi';

// Everything below the first screen (the sections, the articles, the contact form) loads as it comes near the screen.
const BelowTheFold = whenVisible(
  () => import(/* webpackChunkName: "public-home-more" */ './HomeBelowTheFold').then((m) => m.HomeBelowTheFold),
  <Loading />,
);

// The slides as the server drew them are the carousel's first frame; its code (embla) comes once the page has loaded.
const HeroCarousel = afterLoad(
  () => import(/* webpackChunkName: "public-home-carousel" */ './HeroCarousel').then((m) => m.HeroCarousel),
  <HeroCarouselPlaceholder />,
);

function Slides() {
  const { data, isLoading } = useGetHomeQuery();
  if (isLoading) return <HeroCarouselPlaceholder />;
  // A failed load is reported once, further down; the hero then opens the page on its own.
  return data?.slides.length ? <HeroCarousel slides={data.slides} /> : null;
}

/** The home page: slides, the hero, why us, industries, the catalogue's highlights, articles and the contact form. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('public:home.title'));
  const home = useGetHomeQuery().data;
  return (
    <>
      <Slides />
      <HeroMessage texts={home?.texts} />
      <BelowTheFold />
    </>
  );
}

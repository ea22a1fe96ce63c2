import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/client/api/errors';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { RenderInTurn } from '@/client/components/RenderInTurn';
import { Reveal } from '@/client/components/Reveal';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { HomeArticles } from './HomeArticles';
import { CompanyFigures } from './CompanyFigures';
import { ContactSection } from './ContactSection';
import { FeaturedCategories } from './FeaturedCategories';
import { HeroCarousel, HeroCarouselPlaceholder } from './HeroCarousel';
import { HeroMessage } from './HeroMessage';
import { useGetHomeQuery } from './homeApi';
import { IndustriesServed } from './IndustriesServed';
import { PartnerStrip } from './PartnerStrip';
import { SECTION_TITLE_FONT_SIZE } from './SectionHeading';
import { WhyChooseUs } from './WhyChooseUs';

/** The sections fed by GET /home, in page order, with one loading and one error state for all of them. */
function HomeSections() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useGetHomeQuery();
  if (isLoading) return <Loading />;
  if (error || !data) {
    return (
      <Container>
        <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
      </Container>
    );
  }
  const { texts } = data;
  return (
    <>
      <Reveal>
        <WhyChooseUs reasons={data.reasons} lead={texts.whyLead} leadLang={texts.fallback?.whyLead} />
      </Reveal>
      <Reveal>
        <IndustriesServed
          industries={data.industries}
          lead={texts.industriesLead}
          leadLang={texts.fallback?.industriesLead}
        />
      </Reveal>
      <Reveal>
        <FeaturedCategories categories={data.featuredCategories} />
      </Reveal>
      <Reveal>
        <CompanyFigures figures={data.figures} lead={texts.figuresLead} leadLang={texts.fallback?.figuresLead} />
      </Reveal>
      <Reveal>
        <PartnerStrip partners={data.partners} />
      </Reveal>
    </>
  );
}

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
      {/* Below the fold: built after the first screen has been shown, a section at a time. */}
      <RenderInTurn>
        <HomeSections />
        <Reveal>
          {/* HomeArticles belongs to the articles area; only its title's size is matched to the other sections. */}
          <Box sx={{ bgcolor: 'background.paper', '& h2': { fontSize: SECTION_TITLE_FONT_SIZE } }}>
            <HomeArticles />
          </Box>
        </Reveal>
        <Reveal>
          <ContactSection />
        </Reveal>
      </RenderInTurn>
    </>
  );
}

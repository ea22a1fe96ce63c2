import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/client/api/errors';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { RenderInTurn } from '@/client/components/RenderInTurn';
import { Reveal } from '@/client/components/Reveal';
import { CompanyFigures } from './CompanyFigures';
import { ContactSection } from './ContactSection';
import { FeaturedCategories } from './FeaturedCategories';
import { HomeArticles } from './HomeArticles';
import { useGetHomeQuery } from './homeApi';
import { IndustriesServed } from './IndustriesServed';
import { PartnerStrip } from './PartnerStrip';
import { SECTION_TITLE_FONT_SIZE } from './SectionHeading';
import { WhyChooseUs } from './WhyChooseUs';
import { useContentLanguage } from '@/client/app/hooks';

/** The sections fed by GET /home, in page order, with one loading and one error state for all of them. */
function HomeSections() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useGetHomeQuery({ language: useContentLanguage() });
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

/** The home page below its first screen: built after the first screen has been shown, a section at a time. */
export function HomeBelowTheFold() {
  return (
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
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Partner } from '@/common/api/partners';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from '@/client/components/usePrefersReducedMotion';
import { LOGO_STRIP_LOOP_SECONDS } from './motion';
import { SectionHeading } from './SectionHeading';

const LOGO_HEIGHT_PX = { xs: 56, md: 72 } as const;

// The strip holds the logos twice; moving it by half its width lands on an identical picture, so it loops.
const scrollHalf = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function PartnerLogo({ partner, decorative = false }: { partner: Partner; decorative?: boolean }) {
  const logo = (
    <ResponsiveImage
      image={partner.logo}
      alt={decorative ? '' : partner.name}
      sizes="200px"
      sx={{ height: LOGO_HEIGHT_PX, width: 'auto', maxWidth: 'none', borderRadius: 2, display: 'block' }}
    />
  );
  return (
    <Box
      component="li"
      aria-hidden={decorative || undefined}
      sx={{ flex: '0 0 auto', px: { xs: 2, md: 3 }, display: 'flex', alignItems: 'center' }}
    >
      {partner.link && !decorative ? (
        <Link
          href={partner.link}
          target="_blank"
          rel="noopener noreferrer"
          lang={partner.fallback?.name}
          sx={{ display: 'block', borderRadius: 2 }}
        >
          {logo}
        </Link>
      ) : (
        <Box lang={decorative ? undefined : partner.fallback?.name}>{logo}</Box>
      )}
    </Box>
  );
}

/** The logos twice in a row that scrolls by itself and stops while pointed at. */
function MovingStrip({ partners }: { partners: Partner[] }) {
  return (
    <Box sx={{ overflow: 'hidden', maskImage: 'linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent)' }}>
      <Box
        component="ul"
        data-testid="partner-strip"
        sx={{
          display: 'flex',
          width: 'max-content',
          m: 0,
          p: 0,
          listStyle: 'none',
          animation: `${scrollHalf} ${LOGO_STRIP_LOOP_SECONDS}s linear infinite`,
          '&:hover': { animationPlayState: 'paused' },
          [`@media ${REDUCED_MOTION_QUERY}`]: { animation: 'none' },
        }}
      >
        {partners.map((partner) => (
          <PartnerLogo key={partner.id} partner={partner} />
        ))}
        {partners.map((partner) => (
          <PartnerLogo key={`again-${partner.id}`} partner={partner} decorative />
        ))}
      </Box>
    </Box>
  );
}

/** With reduced motion: the logos once, standing still, wrapped onto as many rows as they need. */
function StillLogos({ partners }: { partners: Partner[] }) {
  return (
    <Box
      component="ul"
      data-testid="partner-strip"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', rowGap: 3, m: 0, p: 0, listStyle: 'none' }}
    >
      {partners.map((partner) => (
        <PartnerLogo key={partner.id} partner={partner} />
      ))}
    </Box>
  );
}

/** 'Our Sole Agents': the makers whose products the company represents. */
export function PartnerStrip({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  if (!partners.length) return null;
  return (
    <Box component="section" aria-labelledby="partners-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <SectionHeading
          id="partners-title"
          title={t('public:home.partners.title')}
          lead={t('public:home.partners.lead')}
        />
        {reducedMotion ? <StillLogos partners={partners} /> : <MovingStrip partners={partners} />}
      </Container>
    </Box>
  );
}

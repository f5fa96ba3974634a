import type { PageProps } from '../../lib/page-props';
import { AboutSection } from './about-section';
import { CommunitySection } from './community-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PartnerCtaSection } from './partner-cta-section';
import { PartnershipsSection } from './partnerships-section';
import { ProfileJourneyDemoSection } from './profile-journey-demo-section';
import { TestimonialsSection } from './testimonials-section';
import { ThandiSection } from './thandi-section';
import { useAnchorScroll } from './use-anchor-scroll';

/** The landing page at / and /home, sections in the seed's order (the footer is the layout's). */
export default function LandingPage(_props: PageProps) {
  useAnchorScroll();
  return (
    <>
      <HeroSection />
      <ThandiSection />
      <HowItWorksSection />
      <CommunitySection />
      <AboutSection />
      <PartnerCtaSection />
      <ProfileJourneyDemoSection />
      <TestimonialsSection />
      <PartnershipsSection />
      <FinalCtaSection />
    </>
  );
}

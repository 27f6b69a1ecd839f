import { CarriersStrip } from '../components/carriers-strip';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { ServiceCards } from '../components/service-cards';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <CarriersStrip />
      <ServiceCards />
      <HowItWorks />
    </>
  );
}

import type { Route } from './+types/custom-jewelry';
import { pageMeta } from '../features/content/page-meta';
import { CustomJewelryHero, HowItWorks, Ideas, Materials, Questions, ReadyToBegin, Timelines } from '../features/content/custom-jewelry-sections';
import { SHOP_POLICY } from '../features/content/shop-facts';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Custom Jewellery',
    description: `Rings, charms and necklaces designed with you and handcrafted in our studio in ${SHOP_POLICY.customMaking}. Share your idea for a free sketch and quote.`,
    path: '/custom-jewelry',
  });
}

export default function CustomJewelry() {
  return (
    <>
      <CustomJewelryHero />
      <HowItWorks />
      <Materials />
      <Timelines />
      <Ideas />
      <Questions />
      <ReadyToBegin />
    </>
  );
}

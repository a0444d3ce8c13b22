import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { BannerPanel } from './BannerPanel';

/** One hero slide: its picture no taller than 550px, text over it (HeroSlider and HeroStatic). */
export function HeroSlide({ record, eager }: { record: ContentItem; eager: boolean }) {
  return (
    <BannerPanel
      record={record}
      eager={eager}
      width={1600}
      height={550}
      className="cs-banner--hero"
    />
  );
}

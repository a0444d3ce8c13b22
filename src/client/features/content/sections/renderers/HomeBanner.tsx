import { BannerPanel } from '../parts/BannerPanel';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

/** home_banner: the welcome banner(s), full width, text over the picture. */
export function HomeBanner({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view} fullBleed>
      {view.items.map((record) => (
        <BannerPanel key={record.id} record={record} eager={eager} />
      ))}
    </SectionShell>
  );
}

/** home_banner2div: two banner panels side by side (stacked on phones). */
export function HomeBanner2Div({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <div className="cs-banner-pair">
        {view.items.map((record) => (
          <BannerPanel
            key={record.id}
            record={record}
            eager={eager}
            width={800}
            height={560}
            className="cs-banner--half"
          />
        ))}
      </div>
    </SectionShell>
  );
}

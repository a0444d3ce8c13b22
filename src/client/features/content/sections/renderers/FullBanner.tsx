import { ActionButton } from '../parts/ActionButton';
import { BannerPanel } from '../parts/BannerPanel';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

/**
 * full_banner: one edge-to-edge banner (the first row) with its text and buttons laid over it;
 * each further row adds one more button (link link, buttonLabel label).
 */
export default function FullBanner({ view, eager }: SectionRendererProps) {
  const [banner, ...buttons] = view.items;
  if (!banner) return null;
  return (
    <SectionShell view={view} fullBleed>
      <BannerPanel
        record={banner}
        eager={eager}
        className="cs-banner--wide"
        extraActions={buttons.map((record) => (
          <ActionButton key={record.id} record={record} variant="outline" />
        ))}
      />
    </SectionShell>
  );
}

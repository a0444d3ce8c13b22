import { ActionButton } from '../parts/ActionButton';
import { MediaText } from '../parts/MediaText';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

function ImgTextDesc({ view, eager, side }: SectionRendererProps & { side: 'left' | 'right' }) {
  return (
    <SectionShell view={view}>
      <div className="cs-stack">
        {view.items.map((record) => (
          <MediaText
            key={record.id}
            record={record}
            side={side}
            eager={eager}
            action={(titleId) => <ActionButton record={record} describedBy={titleId} />}
          />
        ))}
      </div>
    </SectionShell>
  );
}

/** img_text_desc_img_left: picture left, text right. */
export const ImgTextDescLeft = (props: SectionRendererProps) => (
  <ImgTextDesc {...props} side="left" />
);
/** img_text_desc_img_right: picture right, text left. */
export const ImgTextDescRight = (props: SectionRendererProps) => (
  <ImgTextDesc {...props} side="right" />
);

import { lazy, Suspense, useState } from 'react';
import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { useButtonWords } from '../lib/buttonWords';
import { ActionButton } from '../parts/ActionButton';
import { MediaText } from '../parts/MediaText';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

// Opened only by a press, never in the first paint: the dialog's code comes then (a small chunk
// shared with the launch popup's), which keeps it off the home page's first load (issue #19).
const Modal = lazy(() =>
  import('../../../../components/Modal').then((m) => ({ default: m.Modal })),
);

const saysRight = (value: string): boolean => /\bright\b/i.test(value.replace(/[-_]/g, ' '));

/** "right" in columnClass, styleFlag or extraText (the demo content's place) puts the picture right. */
const sideOf = (record: ContentItem): 'left' | 'right' =>
  [record.columnClass, record.styleFlag, record.extraText].some(saysRight) ? 'right' : 'left';

/** A '#' in link means "read more here": the button opens a dialog with richText2 (or richText). */
function DialogButton({ record, describedBy }: { record: ContentItem; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  const { label, close } = useButtonWords();
  return (
    <>
      <button
        type="button"
        className="cs-button cs-button--primary"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {label(record)}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <Modal
            className="cs-modal"
            title={record.title.trim() || label(record)}
            onClose={() => setOpen(false)}
            closeLabel={close}
          >
            <SafeHtml html={record.richText2.trim() ? record.richText2 : record.richText} />
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}

/** image_text: picture left or right, text, and a button that links or opens a dialog. */
export default function ImageText({ view, eager }: SectionRendererProps) {
  return (
    <SectionShell view={view}>
      <div className="cs-stack">
        {view.items.map((record) => (
          <MediaText
            key={record.id}
            record={record}
            side={sideOf(record)}
            eager={eager}
            showSecondText={false}
            eyebrow={!/^(left|right)$/i.test(record.extraText.trim())}
            action={(titleId) =>
              record.link.includes('#') ? (
                <DialogButton record={record} describedBy={titleId} />
              ) : (
                <ActionButton record={record} describedBy={titleId} />
              )
            }
          />
        ))}
      </div>
    </SectionShell>
  );
}

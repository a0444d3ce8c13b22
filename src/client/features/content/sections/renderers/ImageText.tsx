import { useState } from 'react';
import type { ContentRecord } from '../../../../../shared/protocol/types';
import { buttonLabel } from '../lib/columns';
import { ActionButton } from '../parts/ActionButton';
import { MediaText } from '../parts/MediaText';
import { Modal } from '../../../../components/Modal';
import { SafeHtml } from '../parts/SafeHtml';
import { SectionShell } from '../parts/SectionShell';
import type { SectionRendererProps } from '../types';

const saysRight = (value: string): boolean => /\bright\b/i.test(value.replace(/[-_]/g, ' '));

/** "right" in col13, col12 or col15 (the demo content's place) puts the picture right. */
const sideOf = (record: ContentRecord): 'left' | 'right' =>
  [record.col13, record.col12, record.col15].some(saysRight) ? 'right' : 'left';

/** A '#' in col7 means "read more here": the button opens a dialog with col3 (or col2). */
function DialogButton({ record, describedBy }: { record: ContentRecord; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="cs-button cs-button--primary"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {buttonLabel(record)}
      </button>
      {open ? (
        <Modal
          className="cs-modal"
          title={record.col1.trim() || buttonLabel(record)}
          onClose={() => setOpen(false)}
        >
          <SafeHtml html={record.col3.trim() ? record.col3 : record.col2} />
        </Modal>
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
            eyebrow={!/^(left|right)$/i.test(record.col15.trim())}
            action={(titleId) =>
              record.col7.includes('#') ? (
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

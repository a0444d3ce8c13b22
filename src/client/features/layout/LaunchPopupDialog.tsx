import { Link } from 'react-router-dom';
import { toContentItem, type ContentItem } from '../../../shared/protocol/contentFields';
import type { Section } from '../../../shared/protocol/types';
import { Modal } from '../../components/Modal';
import { Media, RichText, safeHref } from '../content';
import './popup.css';

const popupTitle = (section: Section) =>
  (section.records[0] ? toContentItem(section.records[0]).title.trim() : '') ||
  section.g_title.trim() ||
  'Announcement';

/** The launch announcement's dialog (LaunchPopup.tsx decides whether it opens). */
export default function LaunchPopupDialog({
  section,
  onClose: close,
}: {
  section: Section;
  onClose: () => void;
}) {
  const title = popupTitle(section);
  return (
    <Modal title={title} onClose={close} className="launch-popup">
      {section.records.map(toContentItem).map((r, i) => (
        <div key={r.id} className="launch-popup__item">
          <Media path={r.media} alt={r.title} className="launch-popup__media" eager />
          {i > 0 && r.title.trim() && <h3 className="launch-popup__heading">{r.title}</h3>}
          {r.extraText.trim() && <p className="launch-popup__caption">{r.extraText}</p>}
          <RichText html={r.richText} />
          <PopupAction record={r} onFollow={close} />
        </div>
      ))}
    </Modal>
  );
}

/** The record's button: following it also closes the popup for the visit. */
function PopupAction({ record, onFollow }: { record: ContentItem; onFollow: () => void }) {
  const href = safeHref(record.link);
  if (!href) return null;
  const label = record.buttonLabel.trim() || 'Read more';
  if (href.startsWith('/')) {
    return (
      <Link className="button launch-popup__action" to={href} onClick={onFollow}>
        {label}
      </Link>
    );
  }
  return (
    <a className="button launch-popup__action" href={href} onClick={onFollow}>
      {label}
    </a>
  );
}

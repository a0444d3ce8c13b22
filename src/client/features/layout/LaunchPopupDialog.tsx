import { Link } from 'react-router-dom';
import { toContentItem, type ContentItem } from '../../../shared/protocol/contentFields';
import type { Section } from '../../../shared/protocol/types';
import { Modal } from '../../components/Modal';
import { pageWord, useT, type PageWords } from '../../entities/language';
import { Media, PICTURE_SIZES, RichText, safeHref } from '../content';
import './popup.css';

/** The popup's own words in English (pageWord: the first-load catalogue has no room). */
export const POPUP_WORDS = {
  'popup.announcement': 'Announcement',
  'popup.readMore': 'Read more',
  'form.close': 'Close',
} satisfies PageWords;

function usePopupWord() {
  const tools = useT();
  return (id: keyof typeof POPUP_WORDS) => pageWord(tools, POPUP_WORDS, id);
}

const popupTitle = (section: Section) =>
  (section.records[0] ? toContentItem(section.records[0]).title.trim() : '') ||
  section.g_title.trim();

/** The launch announcement's dialog (LaunchPopup.tsx decides whether it opens). */
export default function LaunchPopupDialog({
  section,
  onClose: close,
}: {
  section: Section;
  onClose: () => void;
}) {
  const word = usePopupWord();
  const title = popupTitle(section) || word('popup.announcement');
  return (
    <Modal title={title} onClose={close} className="launch-popup" closeLabel={word('form.close')}>
      {section.records.map(toContentItem).map((r, i) => (
        <div key={r.id} className="launch-popup__item">
          <Media
            path={r.media}
            alt={r.title}
            className="launch-popup__media"
            eager
            sizes={PICTURE_SIZES.dialog}
          />
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
  const word = usePopupWord();
  const href = safeHref(record.link);
  if (!href) return null;
  const label = record.buttonLabel.trim() || word('popup.readMore');
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

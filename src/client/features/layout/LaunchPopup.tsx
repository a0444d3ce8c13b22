import { Link, useLocation } from 'react-router-dom';
import { toContentItem, type ContentItem } from '../../../shared/protocol/contentFields';
import type { Section } from '../../../shared/protocol/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import { useGetPgDataQuery } from '../../entities/content';
import { launchPopupSection } from '../content';
import { Media } from '../content';
import { RichText } from '../content';
import { safeHref } from '../content';
import { pageKey } from '../../entities/menus';
import { selectIsLoggedIn } from '../../entities/session';
import { useSiteSettings } from '../../entities/settings';
import { launchPopupDismissed, selectLaunchPopupDismissed } from './layoutSlice';
import './popup.css';

const popupTitle = (section: Section) =>
  (section.records[0] ? toContentItem(section.records[0]).title.trim() : '') ||
  section.g_title.trim() ||
  'Announcement';

/**
 * Requirements §1.6: on the home page, the launch announcement opens as a popup when the site's
 * settings turn it on (launch_popup) and name its section (launch_popup_section). Closing it is
 * kept for the rest of the visit, so moving around the site does not bring it back. It is for
 * visitors: a logged-in member never sees it ("Register now" is not for her; issue #15 item 8).
 */
export function LaunchPopup() {
  const { pathname } = useLocation();
  const onHome = pageKey(pathname) === 'home';
  const dismissed = useAppSelector(selectLaunchPopupDismissed);
  const member = useAppSelector(selectIsLoggedIn);
  const settings = useSiteSettings();
  const dispatch = useAppDispatch();
  const skip = !onHome || dismissed || member || settings.launch_popup !== 'on';
  const { currentData } = useGetPgDataQuery({ loc: 'home' }, { skip });
  const section = launchPopupSection(currentData?.sections ?? [], settings.launch_popup_section);
  if (skip || !section) return null;

  const close = () => dispatch(launchPopupDismissed());
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

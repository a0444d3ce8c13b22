import { Link, useLocation } from 'react-router-dom';
import type { ContentRecord, Section } from '../../../shared/protocol/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal';
import { useGetPgDataQuery } from '../../entities/content';
import { launchPopupSection } from '../content';
import { Media } from '../content';
import { RichText } from '../content';
import { safeHref } from '../content';
import { pageKey } from '../../entities/menus';
import { launchPopupDismissed, selectLaunchPopupDismissed } from './layoutSlice';
import './popup.css';

const popupTitle = (section: Section) =>
  section.records[0]?.col1.trim() || section.g_title.trim() || 'Announcement';

/**
 * Requirements §2: on the home page, a second section opens as the launch popup. Closing it is kept for
 * the rest of the visit, so moving around the site does not bring it back.
 */
export function LaunchPopup() {
  const { pathname } = useLocation();
  const onHome = pageKey(pathname) === 'home';
  const dismissed = useAppSelector(selectLaunchPopupDismissed);
  const dispatch = useAppDispatch();
  const { currentData } = useGetPgDataQuery({ loc: 'home' }, { skip: !onHome || dismissed });
  const section = launchPopupSection(currentData?.sections ?? []);
  if (!onHome || dismissed || !section) return null;

  const close = () => dispatch(launchPopupDismissed());
  const title = popupTitle(section);
  return (
    <Modal title={title} onClose={close} className="launch-popup">
      {section.records.map((r, i) => (
        <div key={r.id} className="launch-popup__item">
          <Media path={r.col4} alt={r.col1} className="launch-popup__media" eager />
          {i > 0 && r.col1.trim() && <h3 className="launch-popup__heading">{r.col1}</h3>}
          {r.col15.trim() && <p className="launch-popup__caption">{r.col15}</p>}
          <RichText html={r.col2} />
          <PopupAction record={r} onFollow={close} />
        </div>
      ))}
    </Modal>
  );
}

/** The record's button: following it also closes the popup for the visit. */
function PopupAction({ record, onFollow }: { record: ContentRecord; onFollow: () => void }) {
  const href = safeHref(record.col7);
  if (!href) return null;
  const label = record.col8.trim() || 'Read more';
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

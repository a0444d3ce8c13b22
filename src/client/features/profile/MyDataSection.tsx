import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../shared/domain/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isWireError } from '../../api/wireBaseQuery';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useLazyExportMyDataQuery } from '../../entities/account';
import { decodeMemberNo } from '../../entities/account';
import { loggedOut, selectSessionUser, selectToken } from '../../entities/session';
import { useScreenT } from '../../entities/screenText';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { downloadJson } from '../../components/downloadJson';

/** The member's own data: a copy of everything stored, and deleting the account. */
export function MyDataSection() {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const user = useAppSelector(selectSessionUser);
  const [exportMyData, { isFetching }] = useLazyExportMyDataQuery();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // As the menu's logout: leave the member screens first, so none sends the visitor to login.
  function logoutEverywhere() {
    void navigate('/', { flushSync: true });
    dispatch(loggedOut({ reason: 'everywhere' }));
  }

  async function download() {
    setNotice(null);
    try {
      const data = await exportMyData({ local_token: token }).unwrap();
      const memberNo = user ? decodeMemberNo(user.mem_no) : 'member';
      downloadJson(`my-data-${memberNo}.json`, data);
      setNotice({ tone: 'success', text: t('myData.downloaded') });
    } catch (error) {
      const network = !isWireError(error) || error.status === 'FETCH_ERROR';
      setNotice({ tone: 'error', text: network ? MESSAGES.networkError : error.message });
    }
  }

  return (
    <section className="member-card" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t('myData.title')}</h2>
      <NoticeBox notice={notice} />
      <p>{t('myData.intro')}</p>
      <div className="form-actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={isFetching}
          onClick={() => void download()}
        >
          {t('myData.download')}
        </button>
        <button type="button" className="button button--quiet" onClick={logoutEverywhere}>
          {t('myData.logoutAll')}
        </button>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t('myData.delete')}
        </button>
      </div>
      <p>
        <Link to="/blocked_members">{t('blocked.title')}</Link>
        {t('myData.blockedAfter')}
      </p>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </section>
  );
}

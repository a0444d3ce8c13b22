import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../shared/domain/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isWireError } from '../../api/wireBaseQuery';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useLazyExportMyDataQuery } from '../../entities/account';
import { decodeMemberNo } from '../../entities/account';
import { loggedOut, selectSessionUser, selectToken } from '../../entities/session';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { downloadJson } from '../../components/downloadJson';

/** The member's own data: a copy of everything stored, and deleting the account. */
export function MyDataSection() {
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
      setNotice({ tone: 'success', text: 'Your data has been downloaded as a JSON file.' });
    } catch (error) {
      const network = !isWireError(error) || error.status === 'FETCH_ERROR';
      setNotice({ tone: 'error', text: network ? MESSAGES.networkError : error.message });
    }
  }

  return (
    <section className="member-card" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">Your data</h2>
      <NoticeBox notice={notice} />
      <p>
        Download a copy of everything the site keeps about you, log out on every device where you
        are logged in (for example a shared or lost phone), or delete your account.
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={isFetching}
          onClick={() => void download()}
        >
          Download my data
        </button>
        <button type="button" className="button button--quiet" onClick={logoutEverywhere}>
          Log out on every device
        </button>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      </div>
      <p>
        <Link to="/blocked_members">Blocked members</Link>: the members you blocked, to unblock.
      </p>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </section>
  );
}

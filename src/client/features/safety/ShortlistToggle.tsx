import { useAppSelector } from '../../app/hooks';
import { selectIsShortlisted } from '../cart';
import {
  useAddShortlistMemberMutation,
  useGetShortlistMembersQuery,
  useRemoveShortlistMemberMutation,
} from '../../entities/safety';
import { selectToken } from '../../entities/session';
import { useScreenT } from '../../entities/screenText';
import type { SafetyTarget } from './SafetyActions';

/**
 * The Shortlist toggle (issue #14 item 8): pressed while the member is on the shortlist, which
 * the wishlist holds. Every card shares the one shortlist query, so a page loads it once.
 */
export function ShortlistToggle({ target }: { target: SafetyTarget }) {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  useGetShortlistMembersQuery({ local_token: token });
  const id = target.account_info_id;
  const pressed = useAppSelector((state) => selectIsShortlisted(state, id));
  const [add] = useAddShortlistMemberMutation();
  const [remove] = useRemoveShortlistMemberMutation();
  const toggle = () => void (pressed ? remove : add)({ local_token: token, req_acc_infoid: id });
  return (
    <button
      type="button"
      className="button button--quiet safety-shortlist"
      aria-pressed={pressed}
      onClick={toggle}
    >
      {t('safety.shortlistButton')}
      <span className="visually-hidden">{t('safety.who', { name: target.mem_name })}</span>
    </button>
  );
}

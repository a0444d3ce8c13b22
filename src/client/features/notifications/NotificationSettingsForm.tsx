import { useState, type FormEvent } from 'react';
import { MAIL_SETTING_KINDS, NOTIFICATION_SPECS } from '../../../shared/domain/notifications';
import type {
  MailSettingField,
  NotificationSettings,
} from '../../../shared/protocol/notificationCalls';
import { STATUS } from '../../../shared/protocol/wire';
import { useAppSelector } from '../../app/hooks';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { textOr, useScreenT } from '../../entities/screenText';
import { selectToken } from '../../entities/session';
import { useSaveNotificationSettingsMutation } from './notificationsApi';

/** The settings form's rows, from the one table of notification kinds. */
const ROWS = MAIL_SETTING_KINDS.map((kind) => {
  const setting = NOTIFICATION_SPECS[kind].setting!;
  return { field: setting.field as MailSettingField, label: setting.label };
});

/** Which notification mails the member gets: one checkbox per kind, saved on the server. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const token = useAppSelector(selectToken) ?? '';
  const [values, setValues] = useState<NotificationSettings>(saved);
  const [save, { isLoading }] = useSaveNotificationSettingsMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { t } = useScreenT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      const answer = await save({ local_token: token, ...values }).unwrap();
      const tone = answer.status === STATUS.done ? 'success' : 'error';
      setNotice({ tone, text: answer.message });
    } catch {
      setNotice({ tone: 'error', text: t('seed.networkError') });
    }
  }

  return (
    <form className="notification-settings" onSubmit={(e) => void submit(e)}>
      <fieldset>
        <legend>{t('notifications.sendMe')}</legend>
        {ROWS.map(({ field, label }) => (
          <label key={field}>
            <input
              type="checkbox"
              name={field}
              checked={values[field] === '1'}
              onChange={(e) => setValues({ ...values, [field]: e.target.checked ? '1' : '0' })}
            />{' '}
            {textOr(t, `notifications.setting.${field}`, label)}
          </label>
        ))}
      </fieldset>
      <p className="notification-settings__note">{t('notifications.always')}</p>
      <NoticeBox notice={notice} />
      <button type="submit" className="button" disabled={isLoading}>
        {t('notifications.save')}
      </button>
    </form>
  );
}

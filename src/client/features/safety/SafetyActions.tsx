import { useState } from 'react';
import { BlockDialog } from './BlockDialog';
import { ReportDialog } from './ReportDialog';
import { ShortlistToggle } from './ShortlistToggle';
import { useScreenT } from '../../entities/screenText';
import './safety.css';

/** The member a safety action is about: what the buttons and dialogs name. */
export interface SafetyTarget {
  account_info_id: string;
  mem_name: string;
}

/** Shortlist, Block and Report for one member: on listing cards and on a profile. */
export function SafetyActions({ target }: { target: SafetyTarget }) {
  const { t } = useScreenT();
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const name = target.mem_name;
  return (
    <div className="safety-actions">
      <ShortlistToggle target={target} />
      <button type="button" className="button button--quiet" onClick={() => setOpen('block')}>
        {t('safety.block')}
        <span className="visually-hidden">{t('safety.who', { name })}</span>
      </button>
      <button type="button" className="button button--quiet" onClick={() => setOpen('report')}>
        {t('safety.report')}
        <span className="visually-hidden">{t('safety.who', { name })}</span>
      </button>
      {open === 'block' && <BlockDialog target={target} onClose={() => setOpen(null)} />}
      {open === 'report' && <ReportDialog target={target} onClose={() => setOpen(null)} />}
    </div>
  );
}

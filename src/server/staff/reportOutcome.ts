import type { ReportOutcome } from '../../shared/domain/reportOutcomes';
import type { MemberRow } from '../accounts';
import type { MailMessage } from '../plugins/mail';
import type { Actor } from './audit';
import { removeMemberPhoto, suspendMember } from './console/memberActions';
import { photoRemovedMail, suspendedMail, warningMail } from './console/memberMails';
import { OUTCOME_MESSAGES as O } from './console/outcomeMessages';
import type { Tx } from './repository';

/**
 * A report's outcome acting on the reported member (issue #16 item 4), inside the close's
 * transaction: the same suspension and photo removal as the Members page. A refusal is thrown,
 * so the close is rolled back with it; the mail and the photo files wait for the commit.
 */
export class OutcomeRefused extends Error {
  override name = 'OutcomeRefused';
}

export interface OutcomeEffect {
  mail: MailMessage | null;
  files: string[];
}

export interface OutcomeInput {
  outcome: ReportOutcome;
  note: string;
  photoId: number | null;
  siteOrigin: string;
}

export async function applyOutcome(
  trx: Tx,
  actor: Actor,
  member: MemberRow,
  { outcome, note, photoId, siteOrigin }: OutcomeInput,
  now: Date,
): Promise<OutcomeEffect> {
  const { email_id: to, first_name: name, language } = member;
  switch (outcome) {
    case 'no_action':
      return { mail: null, files: [] };
    case 'warned':
      return { mail: warningMail(to, name, note, language), files: [] };
    case 'suspended':
      if (!(await suspendMember(trx, actor, member, note, now)))
        throw new OutcomeRefused(O.alreadySuspended);
      return { mail: suspendedMail(to, name, note, language), files: [] };
    case 'photo_removed': {
      const files =
        photoId === null
          ? undefined
          : await removeMemberPhoto(trx, actor, member, photoId, note, now);
      if (!files) throw new OutcomeRefused(O.photoNotFound);
      return { mail: photoRemovedMail(to, name, note, siteOrigin, language), files };
    }
  }
}

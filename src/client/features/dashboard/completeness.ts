import { PARTNER_FIELDS } from '../../../shared/domain/preferences';
import type { MyProfile } from '../../../shared/protocol/types';
import type { MessageId } from '../../entities/language';

/** One part of a profile that families look for, with the link that fills it on My Profile. */
interface Part {
  weight: number;
  done: (p: MyProfile) => boolean;
  step: string;
  /** The step's words in the catalogues (issue #18). */
  stepId: MessageId;
  /** My Profile's section or field (the form's ids are pro-<field>). */
  href: string;
}

const filled = (value: string | undefined) => Boolean(value?.trim());

/**
 * Issue #15 item 6: what makes a profile worth reading, most telling first; the weights add up to
 * 100. The order is also the order of the next steps: a photo first, because members look at it
 * first (requirements §3's pro_pic).
 */
const PARTS: Part[] = [
  {
    weight: 25,
    done: (p) => filled(p.pro_pic) || p.photos.length > 0,
    step: 'Add a photo',
    stepId: 'dash.step.photo',
    href: '/my_profile#photos-heading',
  },
  {
    weight: 15,
    done: (p) => filled(p.about_me),
    step: 'Write about yourself',
    stepId: 'dash.step.about',
    href: '/my_profile#pro-about_me',
  },
  {
    weight: 15,
    done: (p) => PARTNER_FIELDS.some((f) => filled(p[f])),
    step: 'Set partner preferences',
    stepId: 'dash.step.preferences',
    href: '/my_profile#pro-pref_age_min',
  },
  {
    weight: 10,
    done: (p) => filled(p.occupation),
    step: 'Add your occupation',
    stepId: 'dash.step.occupation',
    href: '/my_profile#pro-occupation',
  },
  {
    weight: 15,
    done: (p) => filled(p.father_occup) || filled(p.mother_occup),
    step: "Add your parents' occupations",
    stepId: 'dash.step.parents',
    href: '/my_profile#pro-father_occup',
  },
  {
    weight: 10,
    done: (p) => filled(p.max_qualification_det),
    step: 'Describe your education',
    stepId: 'dash.step.education',
    href: '/my_profile#pro-max_qualification_det',
  },
  {
    weight: 10,
    done: (p) => filled(p.birth_time) && filled(p.birth_place),
    step: 'Add your birth time and place',
    stepId: 'dash.step.birth',
    href: '/my_profile#pro-birth_time',
  },
];

export interface Completeness {
  /** 0 to 100. */
  percent: number;
  /** The one next step, or null when the profile is complete. */
  next: { step: string; stepId: MessageId; href: string } | null;
}

export function completenessOf(profile: MyProfile): Completeness {
  const percent = PARTS.reduce((sum, part) => sum + (part.done(profile) ? part.weight : 0), 0);
  const missing = PARTS.find((part) => !part.done(profile));
  return {
    percent,
    next: missing ? { step: missing.step, stepId: missing.stepId, href: missing.href } : null,
  };
}

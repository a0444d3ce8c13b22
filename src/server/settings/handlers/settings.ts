import type { Handler } from '../../api/handler';
import { answer } from '../../api/outcome';
import { readSettings } from '../repositories/settings';

/** The site's public settings (cached with the content answers: content:load changes both). */
export const getSiteSettings: Handler<'getSiteSettings'> = async (_request, { db }) =>
  answer(await readSettings(db));

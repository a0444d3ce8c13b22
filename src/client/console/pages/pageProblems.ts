import { columnOf, recordFieldsOf } from './fields/fieldTable';
import { videoLinkProblem } from '../../../shared/domain/videoLink';
import type { DraftSection } from './draftOps';

/**
 * The first problem the screen can tell before sending ('Section 2 › item 1: …'); the server
 * checks the rest and answers it the same way (-10).
 */
export function firstProblem(sections: DraftSection[]): string | null {
  const video = columnOf('videoUrl');
  for (const [i, section] of sections.entries()) {
    if (!recordFieldsOf(section.type).includes('videoUrl')) continue;
    for (const [j, record] of section.records.entries()) {
      const problem = videoLinkProblem(record.cols[video]);
      if (problem) return `Section ${i + 1} › item ${j + 1}: ${problem}`;
    }
  }
  return null;
}

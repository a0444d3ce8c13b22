import { writeFileSync } from 'node:fs';
import { renderSectionDoc } from '../src/shared/domain/sectionDoc';

writeFileSync('docs/sections.md', renderSectionDoc());
console.log('docs/sections.md written');

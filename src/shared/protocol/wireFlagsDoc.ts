/**
 * Renders src/shared/protocol/wireFlags.ts from the registry: the two facts a client needs at run
 * time for each call (whether an answer is data or an action's message, and whether it sends
 * only_cms=d). The browser imports that small table instead of the registry, whose summaries,
 * answers and examples (documentation for people) would otherwise ship to every visitor.
 */
import { CURL_TYPES, registry } from './registry';

export function renderWireFlags(): string {
  const rows = CURL_TYPES.map(
    (t) => `  ${t}: { kind: '${registry[t].kind}', onlyCms: ${registry[t].onlyCms} },`,
  );
  return `// Generated from src/shared/protocol/registry.ts by \`npm run docs:protocol\`; do not edit by hand.
import type { CurlType } from './registry';

export interface WireFlags {
  kind: 'data' | 'action';
  onlyCms: boolean;
}

export const WIRE_FLAGS = {
${rows.join('\n')}
} as const satisfies Record<CurlType, WireFlags>;
`;
}

import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { transition, type AnyMachineSnapshot } from 'xstate';
import { SAMPLE_REQUEST_EVENTS } from './requestEvents.fixture';
import { requestMachine, type RequestContext, type RequestEvent } from './requestMachine';

/** A path through the request machine, as the graph helpers give it. */
export interface RequestPath {
  state: AnyMachineSnapshot;
  steps: { state: AnyMachineSnapshot; event: RequestEvent }[];
}

export const transitionKey = (from: string, event: string, to: string) =>
  `${from} --${event}--> ${to}`;

/**
 * Every transition the machine declares, as (source, event, target): a guarded event has one
 * entry per branch (a reload can put a member in any settled step).
 */
export function declaredTransitions(): Set<string> {
  const out = new Set<string>();
  for (const [name, node] of Object.entries(requestMachine.states)) {
    for (const [type, definitions] of node.transitions) {
      for (const def of definitions) {
        const target = def.target?.[0]?.key ?? name;
        out.add(transitionKey(name, type, target));
      }
    }
  }
  return out;
}

const isOwnEvent = (e: RequestEvent | { type: string }) => !e.type.startsWith('xstate.');

/** The path's events, without xstate's own init step. */
export const eventsOf = (path: RequestPath): RequestEvent[] =>
  path.steps.map((s) => s.event).filter(isOwnEvent);

/** The transitions a path walks. */
export function walked(path: RequestPath): string[] {
  const keys: string[] = [];
  let from = String(requestMachine.config.initial);
  for (const step of path.steps) {
    if (!isOwnEvent(step.event)) continue;
    const to = String(step.state.value);
    keys.push(transitionKey(from, step.event.type, to));
    from = to;
  }
  return keys;
}

/** Who the reached state is about: the step and the side of the pair's request. */
export const sideKey = (state: AnyMachineSnapshot) =>
  `${String(state.value)}/${(state.context as RequestContext).side ?? '-'}`;

/**
 * The member's own flows: clicks, the service's answers, and the reloads that start each side's
 * request (mine, theirs). Simple paths over all seven reloads would run into the millions.
 */
const FLOW_EVENTS = SAMPLE_REQUEST_EVENTS.filter(
  (e) =>
    e.type !== 'listing.loaded' ||
    (e.item.req_status === 'Pending' && e.item.req_rec_status === null) ||
    (e.item.req_status === null && e.item.req_rec_status === 'Pending'),
);

const serializeState = (state: AnyMachineSnapshot) => {
  const c = state.context as RequestContext;
  return JSON.stringify([state.value, c.side, c.requestId !== null, c.answer, c.note?.tone]);
};

const options = {
  events: SAMPLE_REQUEST_EVENTS,
  // Notes differ only in their words; what a card shows depends on the rest.
  serializeState,
};

/**
 * Paths that together reach every (step, side) and walk every transition: the shortest path to
 * each distinct state; then, for a transition they leave out, the shortest simple path of the
 * member's own flows that walks it; and where none does (a reload from one settled step to
 * another), the shortest path to its source with that event added.
 */
export function coveringPaths(): RequestPath[] {
  const shortest = getShortestPaths(requestMachine, options) as unknown as RequestPath[];
  const chosen = [...shortest];
  const covered = new Set(chosen.flatMap(walked));
  let simple: RequestPath[] | null = null;
  for (const key of declaredTransitions()) {
    if (covered.has(key)) continue;
    simple ??= (
      getSimplePaths(requestMachine, {
        events: FLOW_EVENTS,
        serializeState,
      }) as unknown as RequestPath[]
    ).sort((a, b) => a.steps.length - b.steps.length);
    let path = simple.find((p) => walked(p).includes(key));
    if (!path) path = extend(shortest, key);
    if (!path) continue;
    chosen.push(path);
    walked(path).forEach((k) => covered.add(k));
  }
  return chosen;
}

function extend(shortest: RequestPath[], key: string): RequestPath | undefined {
  const [from, type, to] = key.split(/ --|--> /);
  const bases = shortest
    .filter((p) => String(p.state.value) === from)
    .sort((a, b) => a.steps.length - b.steps.length);
  for (const base of bases) {
    for (const event of SAMPLE_REQUEST_EVENTS.filter((e) => e.type === type)) {
      if (!base.state.can(event)) continue;
      const [next] = transition(requestMachine, base.state, event);
      if (String(next.value) !== to) continue;
      return { state: next, steps: [...base.steps, { state: next, event }] };
    }
  }
  return undefined;
}

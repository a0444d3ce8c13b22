import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { transition, type AnyMachineSnapshot } from 'xstate';
import { SAMPLE_AUTH_EVENTS } from './authEvents.fixture';
import { authMachine, type AuthEvent } from './authMachine';

/** A path through the auth machine, as the graph helpers give it. */
export interface AuthPath {
  state: AnyMachineSnapshot;
  steps: { state: AnyMachineSnapshot; event: AuthEvent }[];
}

export const transitionKey = (from: string, event: string) => `${from} --${event}-->`;

/** Every (state, event) pair the machine declares, root-level events included. */
export function declaredTransitions(): Set<string> {
  const out = new Set<string>();
  const rootEvents = Object.keys(authMachine.root.config.on ?? {});
  for (const [name, node] of Object.entries(authMachine.states)) {
    for (const type of [...Object.keys(node.config.on ?? {}), ...rootEvents]) {
      out.add(transitionKey(name, type));
    }
  }
  return out;
}

/** The path's events, without xstate's own init step. */
export const eventsOf = (path: AuthPath): AuthEvent[] =>
  path.steps.map((s) => s.event).filter((e) => !e.type.startsWith('xstate.'));

/** The transitions a path walks. */
export function walked(path: AuthPath): string[] {
  const keys: string[] = [];
  let from = String(authMachine.config.initial);
  for (const step of path.steps) {
    if (step.event.type.startsWith('xstate.')) continue;
    keys.push(transitionKey(from, step.event.type));
    from = String(step.state.value);
  }
  return keys;
}

const options = { events: SAMPLE_AUTH_EVENTS };

/**
 * Paths that together reach every state and walk every transition: the shortest path to each
 * state; then, for a transition they leave out, the shortest simple path that walks it; and
 * where no simple path can (an event that returns to a state already seen, like flow.reset to
 * the start), the shortest path to its source state with that event added.
 */
export function coveringPaths(): AuthPath[] {
  const shortest = getShortestPaths(authMachine, options) as unknown as AuthPath[];
  const chosen = [...shortest];
  const covered = new Set(chosen.flatMap(walked));
  let simple: AuthPath[] | null = null;
  for (const key of declaredTransitions()) {
    if (covered.has(key)) continue;
    simple ??= (getSimplePaths(authMachine, options) as unknown as AuthPath[]).sort(
      (a, b) => a.steps.length - b.steps.length,
    );
    let path = simple.find((p) => walked(p).includes(key));
    if (!path) {
      const [from, type] = key.split(/ --|-->/);
      const base = shortest
        .filter((p) => String(p.state.value) === from)
        .sort((a, b) => a.steps.length - b.steps.length)[0];
      const event = SAMPLE_AUTH_EVENTS.find((e) => e.type === type);
      if (!base || !event || !base.state.can(event)) continue;
      const [next] = transition(authMachine, base.state, event);
      path = { state: next, steps: [...base.steps, { state: next, event }] };
    }
    chosen.push(path);
    walked(path).forEach((k) => covered.add(k));
  }
  return chosen;
}

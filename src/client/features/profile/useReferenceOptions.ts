import { useGetGotraListQuery, useGetStatesQuery } from '../../entities/reference';
import type { SelectOption } from '../../components/form';

export interface ReferenceOptions {
  states: SelectOption[];
  gotras: SelectOption[];
  /** Set when a list could not be loaded; the form says so and offers to try again. */
  problem: string | null;
  retry: () => void;
}

/** The state list (getStates) and the gotra list (getGotraList) as select options. */
export function useReferenceOptions(): ReferenceOptions {
  const states = useGetStatesQuery();
  const gotras = useGetGotraListQuery();
  const failed = states.isError || gotras.isError;
  return {
    states: (states.data ?? []).map((s) => ({ value: s.name, label: s.name })),
    gotras: (gotras.data ?? []).map((g) => ({ value: g.temple_name, label: g.temple_name })),
    problem: failed ? 'The state and gotra lists could not be loaded.' : null,
    retry: () => {
      if (states.isError) void states.refetch();
      if (gotras.isError) void gotras.refetch();
    },
  };
}

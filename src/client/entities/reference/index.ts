// Public face of the reference lists (gotras, states) that forms and filters offer as choices.
export { referenceApi, useGetGotraListQuery, useGetStatesQuery } from './referenceApi';

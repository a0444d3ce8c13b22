import { baseApi } from '../../api/baseApi';
import { wireQuery } from '../../api/wireEndpoints';

/** Reference lists used by registration, profile edit and the search sidebar. */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGotraList: wireQuery(build, 'getGotraList'),
    getStates: wireQuery(build, 'getStates'),
  }),
});

export const { useGetGotraListQuery, useGetStatesQuery } = referenceApi;

import { baseApi } from '../../api/baseApi';
import { wireMutation } from '../../api/wireEndpoints';

/** The trust office's registration (src/shared/protocol/officeCalls.ts), in the one createApi. */
export const officeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A new registration joins the desk's queue and its count.
    officeRegister: wireMutation(build, 'officeRegister', { invalidates: ['Desk'] }),
  }),
});

export const { useOfficeRegisterMutation } = officeApi;

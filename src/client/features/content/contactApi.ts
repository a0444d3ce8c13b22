import { baseApi } from '../../api/baseApi';
import { wireMutation } from '../../api/wireEndpoints';

/** Write to Us (seed §7 addContactRequest); the form lives in features/contact. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addContactRequest: wireMutation(build, 'addContactRequest'),
  }),
});

export const { useAddContactRequestMutation } = contactApi;

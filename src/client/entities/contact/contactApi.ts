import { baseApi } from '../../api/baseApi';
import { wireMutation } from '../../api/wireEndpoints';

/** Write to Us (requirements §7 addContactRequest); beside the form that sends it. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addContactRequest: wireMutation(build, 'addContactRequest'),
  }),
});

export const { useAddContactRequestMutation } = contactApi;

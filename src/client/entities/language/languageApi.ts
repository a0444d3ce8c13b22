import { baseApi } from '../../api/baseApi';
import { wireMutation } from '../../api/wireEndpoints';

/** The member's language kept on the server (issue #18 items 2 and 5): the mails follow it. */
export const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setMyLanguage: wireMutation(build, 'setMyLanguage'),
  }),
});

/** Sent by the language's listeners, never by a screen: the switch only says what was chosen. */
export const setMyLanguageCall = languageApi.endpoints.setMyLanguage;

/** What the Site settings calls answer (the console shows these words as they are). */
export const SETTINGS_MESSAGES = {
  saved: (id: number) =>
    `The settings are saved as version ${id}. The site shows them from now on.`,
  savedUnchanged: (id: number) =>
    `Nothing had changed; the save is kept as version ${id} with its note.`,
  restored: (from: number, id: number) =>
    `Version ${from} is restored, kept as version ${id}. The site shows it from now on.`,
  savedMeanwhile:
    'Someone else saved the settings after you opened them. Reload the screen to see their changes, then make yours again.',
  unknownVersion: 'There is no such version of the settings.',
  noteTooLong: (max: number) => `Please keep the note to ${max} characters or fewer.`,
};

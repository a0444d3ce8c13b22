/** What the Menus calls answer (the console shows these words as they are). */
export const MENUS_MESSAGES = {
  saved: (id: number) => `The menus are saved as version ${id}. The site shows them from now on.`,
  savedUnchanged: (id: number) =>
    `Nothing had changed; the save is kept as version ${id} with its note.`,
  restored: (from: number, id: number) =>
    `Version ${from} is restored, kept as version ${id}. The site shows it from now on.`,
  savedMeanwhile:
    'Someone else saved the menus after you opened them. Reload the screen to see their changes, then make yours again.',
  unknownVersion: 'There is no such version of the menus.',
  unreadable: 'The menus sent could not be read. Reload the screen and try again.',
  unknownEntry: 'An entry of the menus sent no longer exists. Reload the screen and try again.',
  sameAddress: (a: string, b: string, slug: string) =>
    `“${a}” and “${b}” have the same address (/${slug}) in one menu; please give each its own.`,
  noteTooLong: (max: number) => `Please keep the note to ${max} characters or fewer.`,
};

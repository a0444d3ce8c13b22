/** The media library's words (issue #17 item 6): what an editor reads after each action. */
export const MEDIA_MESSAGES = {
  unknown: 'This picture is no longer in the library.',
  searchTooLong: 'Please search with at most 100 characters.',
  titleTooLong: (max: number) => `Please keep the title within ${max} characters.`,
  uploaded: 'The picture was added to the library.',
  saved: 'The alt text and title were saved.',
  replaced: (n: number) =>
    n === 0
      ? 'The picture was replaced; nothing used it yet.'
      : `The picture was replaced in ${n} ${n === 1 ? 'place' : 'places'}.`,
  deleted: 'The picture was deleted.',
  stillUsed: (n: number, first: string) =>
    `This picture is used in ${n} ${n === 1 ? 'place' : 'places'} (${first}${n > 1 ? ' …' : ''}); replace it there first.`,
} as const;

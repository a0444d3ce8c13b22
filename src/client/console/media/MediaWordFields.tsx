import { MEDIA_ALT_MAX, MEDIA_TITLE_MAX } from '../../../shared/domain/mediaLibrary';
import { TextField } from '../../components/form';

export interface MediaWords {
  alt: string;
  title: string;
}

/**
 * A picture's words, the same in the upload form and the details form: its alt text (required,
 * the site never shows a library picture without one) and a title to find it by.
 */
export function MediaWordFields({
  id,
  words,
  onChange,
}: {
  id: string;
  words: MediaWords;
  onChange: (words: MediaWords) => void;
}) {
  return (
    <>
      <TextField
        id={`${id}-alt`}
        label="Alt text"
        required
        maxLength={MEDIA_ALT_MAX}
        value={words.alt}
        hint={`What the picture shows, for people who cannot see it (at most ${MEDIA_ALT_MAX} characters).`}
        onChange={(e) => onChange({ ...words, alt: e.currentTarget.value })}
      />
      <TextField
        id={`${id}-title`}
        label="Title"
        maxLength={MEDIA_TITLE_MAX}
        value={words.title}
        onChange={(e) => onChange({ ...words, title: e.currentTarget.value })}
      />
    </>
  );
}

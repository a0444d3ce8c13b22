import { LazyRichTextEditor } from '../../richText/LazyRichTextEditor';
export type { RichTextEditorProps as RichTextFieldProps } from '../../richText/RichTextEditor';

/**
 * Every rich text field of the Pages screen: the console's TipTap editor, its own chunk fetched
 * the first time a form shows one; it writes only what the site's sanitiser keeps.
 */
export const RichTextField = LazyRichTextEditor;

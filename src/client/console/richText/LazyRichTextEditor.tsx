import { lazy, Suspense } from 'react';
import { TextArea } from '../../components/form';
import type { RichTextEditorProps } from './RichTextEditor';

/**
 * While TipTap's chunk loads, the field shows its HTML read-only under the same label and id.
 * If the chunk cannot be had (the connection dropped), the HTML can still be edited by hand:
 * the server cleans rich text with the site's policy either way.
 */
function PlainRichText({ failed, ...props }: RichTextEditorProps & { failed?: boolean }) {
  const { id, label, hint, value, onChange } = props;
  return (
    <>
      {failed && (
        <p role="alert" className="console-warning">
          The text editor could not be loaded, so “{label}” is shown as HTML. Reload the page to try
          again.
        </p>
      )}
      <TextArea
        id={id}
        label={label}
        hint={hint}
        value={value}
        rows={8}
        readOnly={!failed}
        aria-busy={!failed || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

const Editor = lazy(() =>
  import(/* webpackChunkName: "console-rich-text" */ './RichTextEditor').catch(() => ({
    default: (props: RichTextEditorProps) => <PlainRichText {...props} failed />,
  })),
);

/**
 * The rich-text editor as console screens use it: TipTap and ProseMirror are a chunk of their
 * own, fetched the first time a screen shows a rich-text field, never by the public site.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<PlainRichText {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}

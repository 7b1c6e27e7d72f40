import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

type EventDetailsEditorProps = {
  /** The HTML the editor starts with; it is uncontrolled afterwards (remount it to load another event). */
  initialValue: string;
  onChange: (html: string) => void;
  /** Ids of the label and of the text that describes the field (counter, error). */
  labelId: string;
  describedBy: string;
  invalid: boolean;
};

/** The editable area is a labelled multi-line text box for assistive technology. */
const editorAttributes = (labelId: string, describedBy: string, invalid: boolean): Record<string, string> => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  'aria-describedby': describedBy,
  'aria-invalid': String(invalid),
});

/**
 * The event details as rich text: bold, italic, underline and bullet lists only (docs/product/events.md#screens). StarterKit's other
 * marks and nodes are switched off so typed Markdown shortcuts cannot make headings or code the toolbar cannot undo.
 * Loaded lazily: tiptap and ProseMirror are the heaviest part of the event page.
 */
export const EventDetailsEditor = ({
  initialValue,
  onChange,
  labelId,
  describedBy,
  invalid,
}: EventDetailsEditorProps) => {
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          link: false,
          heading: false,
          blockquote: false,
          code: false,
          codeBlock: false,
          horizontalRule: false,
          orderedList: false,
          strike: false,
        }),
      ],
      content: initialValue,
      editorProps: { attributes: editorAttributes(labelId, describedBy, invalid) },
      onUpdate: ({ editor: current }) => latestOnChange.current(current.isEmpty ? '' : current.getHTML()),
    },
    [],
  );

  // The attributes follow the error state without rebuilding the editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.setOptions({ editorProps: { attributes: editorAttributes(labelId, describedBy, invalid) } });
    }
  }, [editor, labelId, describedBy, invalid]);

  return (
    <RichTextEditor
      editor={editor}
      styles={{
        root: invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined,
        content: { minHeight: 140 },
      }}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.BulletList />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
};

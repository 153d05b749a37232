// Rich text for goods descriptions and agreements: a TipTap editor (headings, bold, italic, underline, lists,
// quotes, links, pictures uploaded through the app's upload endpoint), with the HTML source one click away for
// pasting. The server sanitises on save (goods allow pictures and links, agreements only plain tags), so what is
// shown after saving is exactly what learners get.
import { Input, Segmented, Typography } from 'antd'
import { EditorContent, useEditor } from '@tiptap/react'
import Image from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useState } from 'react'
import { useT } from '../providers/i18n-provider'
import { RichTextToolbar } from './RichTextToolbar'
import './rich-text.css'

interface Props {
  value?: string
  onChange?: (value: string) => void
  rows?: number
  id?: string
  /** Which tags survive the server's sanitiser (goods and agreements differ). */
  hint?: string
  /** Pictures and links (goods); agreements are plain text with headings and lists. */
  media?: boolean
  /** The field's name for screen readers (the editor is not an input a label can point at). */
  label?: string
}

export function RichTextField({ value, onChange, rows = 10, id, hint, media = true, label }: Props) {
  const t = useT()
  const [mode, setMode] = useState<'visual' | 'source'>('visual')
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, strike: false, link: media ? { openOnClick: false } : false }), ...(media ? [Image] : [])],
    content: value ?? '',
    editorProps: { attributes: { id: id ?? '', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label ?? '', class: 'rich-text__body' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML())
  })

  // A value loaded after the editor started (the edit page reads the record) or changed in source mode.
  useEffect(() => {
    if (!editor || editor.isFocused) return
    const html = value ?? ''
    if (html !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(html, { emitUpdate: false })
  }, [editor, value])

  return (
    <div className="rich-text">
      <Segmented size="small" style={{ marginBottom: 8 }} value={mode} onChange={(m) => setMode(m as 'visual' | 'source')}
        options={[{ label: t('catalog.richText.edit'), value: 'visual' }, { label: t('catalog.richText.source'), value: 'source' }]} />
      {mode === 'visual' ? (
        <div className="rich-text__frame" style={{ minHeight: rows * 22 + 48 }}>
          {editor && <RichTextToolbar editor={editor} media={media} />}
          <EditorContent editor={editor} />
        </div>
      ) : (
        <Input.TextArea rows={rows} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)}
          style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: 13 }} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{hint ?? t('catalog.richText.hint')}</Typography.Text>
    </div>
  )
}

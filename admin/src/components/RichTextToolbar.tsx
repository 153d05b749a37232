// The editor's buttons. Pictures go through the app's upload endpoint first; the editor keeps their upload path.
import {
  BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined, UnderlineOutlined,
  UndoOutlined, UnorderedListOutlined
} from '@ant-design/icons'
import type { Editor } from '@tiptap/react'
import { App, Button, Divider, Input, Popover, Space, Tooltip, Upload } from 'antd'
import { useState, type ReactNode } from 'react'
import { uploadImage } from '../api/upload'
import { useT, type TextKey } from '../providers/i18n-provider'

function ToolButton({ title, active, onClick, children }: { title: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={title} aria-pressed={active} onClick={onClick}>{children}</Button>
    </Tooltip>
  )
}

function LinkButton({ editor }: { editor: Editor }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [href, setHref] = useState('')
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link')
    if (href.trim()) chain.setLink({ href: href.trim() }).run()
    else chain.unsetLink().run()
    setOpen(false)
  }
  return (
    <Popover open={open} onOpenChange={(next) => { setOpen(next); if (next) setHref(editor.getAttributes('link').href ?? '') }} trigger="click"
      content={<Space.Compact><Input autoFocus value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={apply} placeholder="https://" style={{ width: 260 }} /><Button type="primary" onClick={apply}>{t('catalog.richText.apply')}</Button></Space.Compact>}>
      <Tooltip title={t('catalog.richText.link')}>
        <Button size="small" type={editor.isActive('link') ? 'primary' : 'text'} aria-label={t('catalog.richText.link')} icon={<LinkOutlined />} />
      </Tooltip>
    </Popover>
  )
}

function ImageButton({ editor }: { editor: Editor }) {
  const t = useT()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const insert = async (file: File) => {
    setBusy(true)
    try {
      editor.chain().focus().setImage({ src: await uploadImage(file) }).run()
    } catch (err) {
      message.error(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
    return false
  }
  return (
    <Upload accept="image/jpeg,image/png,image/webp,image/gif" showUploadList={false} beforeUpload={(file) => insert(file)}>
      <Tooltip title={t('catalog.richText.image')}>
        <Button size="small" type="text" loading={busy} aria-label={t('catalog.richText.image')} icon={<PictureOutlined />} />
      </Tooltip>
    </Upload>
  )
}

export function RichTextToolbar({ editor, media }: { editor: Editor; media: boolean }) {
  const t = useT()
  const tool = (key: TextKey) => t(key)
  const run = () => editor.chain().focus()
  return (
    <div className="rich-text__toolbar" role="toolbar">
      {([2, 3] as const).map((level) => (
        <ToolButton key={level} title={tool(level === 2 ? 'catalog.richText.h2' : 'catalog.richText.h3')} active={editor.isActive('heading', { level })}
          onClick={() => run().toggleHeading({ level }).run()}>{`H${level}`}</ToolButton>
      ))}
      <Divider type="vertical" />
      <ToolButton title={tool('catalog.richText.bold')} active={editor.isActive('bold')} onClick={() => run().toggleBold().run()}><BoldOutlined /></ToolButton>
      <ToolButton title={tool('catalog.richText.italic')} active={editor.isActive('italic')} onClick={() => run().toggleItalic().run()}><ItalicOutlined /></ToolButton>
      <ToolButton title={tool('catalog.richText.underline')} active={editor.isActive('underline')} onClick={() => run().toggleUnderline().run()}><UnderlineOutlined /></ToolButton>
      <Divider type="vertical" />
      <ToolButton title={tool('catalog.richText.bulletList')} active={editor.isActive('bulletList')} onClick={() => run().toggleBulletList().run()}><UnorderedListOutlined /></ToolButton>
      <ToolButton title={tool('catalog.richText.orderedList')} active={editor.isActive('orderedList')} onClick={() => run().toggleOrderedList().run()}><OrderedListOutlined /></ToolButton>
      <ToolButton title={tool('catalog.richText.quote')} active={editor.isActive('blockquote')} onClick={() => run().toggleBlockquote().run()}>“ ”</ToolButton>
      {media && (
        <>
          <Divider type="vertical" />
          <LinkButton editor={editor} />
          <ImageButton editor={editor} />
        </>
      )}
      <Divider type="vertical" />
      <ToolButton title={tool('catalog.richText.undo')} onClick={() => run().undo().run()}><UndoOutlined /></ToolButton>
      <ToolButton title={tool('catalog.richText.redo')} onClick={() => run().redo().run()}><RedoOutlined /></ToolButton>
    </div>
  )
}

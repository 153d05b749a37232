// Rich text as HTML with a preview. No editor library is bundled yet (see README → Back office): operators write
// or paste simple HTML, and the preview renders it in a sandboxed frame (no scripts run, styles stay inside).
// The server sanitises on save, so what the preview shows after saving is exactly what learners get.
import { Segmented, Input, Typography } from 'antd'
import { useState } from 'react'
import { useT } from '../../providers/i18n-provider'

interface Props {
  value?: string
  onChange?: (value: string) => void
  rows?: number
  id?: string
  /** Which tags survive the server's sanitiser (goods and agreements differ). */
  hint?: string
}

const FRAME_STYLE = '<style>body{font:14px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#333;margin:12px}img{max-width:100%}</style>'

/**
 * Stored text is one line; shown with a line break after each block so it can be edited. The form's value only
 * changes when the operator types (an untouched text is saved exactly as it was).
 */
function readable(html: string): string {
  if (html.includes('\n')) return html
  return html.replace(/(<\/(p|h[1-6]|li|ul|ol|blockquote)>|<br>|<hr>|<ul>|<ol>)/g, '$1\n').replace(/<li>/g, '  <li>')
}

export function RichTextField({ value, onChange, rows = 10, id, hint }: Props) {
  const t = useT()
  const [mode, setMode] = useState<'edit' | 'preview'>('edit')
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? readable(value ?? '')
  return (
    <div>
      <Segmented size="small" style={{ marginBottom: 8 }} value={mode} onChange={(m) => setMode(m as 'edit' | 'preview')}
        options={[{ label: t('catalog.richText.edit'), value: 'edit' }, { label: t('catalog.richText.preview'), value: 'preview' }]} />
      {mode === 'edit' ? (
        <Input.TextArea id={id} rows={rows} value={shown} onChange={(e) => { setDraft(e.target.value); onChange?.(e.target.value) }}
          style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: 13 }} />
      ) : (
        <iframe title={t('catalog.richText.preview')} sandbox="" srcDoc={FRAME_STYLE + (value || t('catalog.richText.empty'))}
          style={{ width: '100%', height: rows * 24 + 24, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{hint ?? t('catalog.richText.hint')}</Typography.Text>
    </div>
  )
}

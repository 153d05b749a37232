// A phone-wide card (375 px, like the app's screen) showing content as learners get it: a title, a line of facts and
// the sanitised rich text, or whatever the caller puts inside.
import { Card, Typography } from 'antd'
import type { ReactNode } from 'react'
import { HtmlView } from '../../../components/HtmlView'

interface Props {
  label: string
  testId: string
  title?: string
  meta?: ReactNode
  html?: string
  children?: ReactNode
}

export function PhonePreview({ label, testId, title, meta, html, children }: Props) {
  return (
    <Card size="small" title={label} style={{ maxWidth: 400 }} styles={{ body: { background: '#f5f6f7', padding: 12 } }} data-testid={testId}>
      {children}
      {title !== undefined && (
        <div style={{ background: '#fff', borderRadius: 8, padding: 16 }}>
          <h3 style={{ margin: 0, fontSize: 18 }}>{title}</h3>
          {meta && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{meta}</Typography.Text>}
          {html !== undefined && <div style={{ marginTop: 8, borderTop: '1px solid #ebedf0', paddingTop: 8 }}><HtmlView html={html} /></div>}
        </div>
      )}
    </Card>
  )
}

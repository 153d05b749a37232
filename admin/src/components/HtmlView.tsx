// Stored rich text (goods descriptions, agreement texts) as learners read it. Only text the server has sanitised
// reaches this (an allow-list of bare tags, plus checked img/a for goods), which is why it may be set as HTML;
// unsaved input is previewed in a sandboxed frame instead (RichTextField).
import { Typography } from 'antd'
import { useT } from '../providers/i18n-provider'

export function HtmlView({ html, maxHeight }: { html: string; maxHeight?: number }) {
  const t = useT()
  if (!html) return <Typography.Text type="secondary">{t('catalog.richText.empty')}</Typography.Text>
  return <div className="fitedu-html" style={{ lineHeight: 1.7, maxHeight, overflow: maxHeight ? 'auto' : undefined }} dangerouslySetInnerHTML={{ __html: html }} />
}

// The state of a FAQ as a tag, coloured like the goods' sale states (published green, scheduled blue).
import { Tag } from 'antd'
import type { FaqState } from '@contract/content'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

const STATE_COLORS: Record<FaqState, string> = { published: 'green', scheduled: 'blue', draft: 'default' }

export function FaqStateTag({ state, publishAt }: { state: FaqState; publishAt?: string | null }) {
  const t = useT()
  const tag = <Tag color={STATE_COLORS[state]}>{t(`content.faq.states.${state}`)}</Tag>
  if (state !== 'scheduled' || !publishAt) return tag
  return <span>{tag}<span style={{ color: '#888', fontSize: 12 }}>{t('content.faq.scheduledAt', { time: formatDateTime(publishAt) })}</span></span>
}

// The state of published content as a tag, coloured like the goods' sale states (published green, scheduled blue),
// and the options of a state filter.
import { Tag } from 'antd'
import { PUBLICATION_STATES, type PublicationState } from '@contract/content/shapes'
import { formatDateTime } from '../../components/format'
import { translate, useT } from '../../providers/i18n-provider'

const STATE_COLORS: Record<PublicationState, string> = { published: 'green', scheduled: 'blue', draft: 'default' }

export function PublicationStateTag({ state, publishAt }: { state: PublicationState; publishAt?: string | null }) {
  const t = useT()
  const tag = <Tag color={STATE_COLORS[state]}>{t(`content.publication.states.${state}`)}</Tag>
  if (state !== 'scheduled' || !publishAt) return tag
  return <span>{tag}<span style={{ color: '#888', fontSize: 12 }}>{t('content.publication.scheduledAt', { time: formatDateTime(publishAt) })}</span></span>
}

export const publicationStateLabel = (state: PublicationState) => translate(`content.publication.states.${state}`)

export const publicationStateOptions = () => PUBLICATION_STATES.map((s) => ({ value: s, label: publicationStateLabel(s) }))

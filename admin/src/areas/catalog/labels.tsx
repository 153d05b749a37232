// Tags for the sale state of a goods and the state of a class or exam session, coloured the same everywhere.
import { Tag } from 'antd'
import type { AdminSessionStatus, GoodsSaleState } from '@contract/catalog/admin-shapes'
import type { ClassStatus } from '@contract/catalog/constants'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

const STATE_COLORS: Record<GoodsSaleState, string> = { on_sale: 'green', scheduled: 'blue', off_sale: 'default' }
const CLASS_COLORS: Record<ClassStatus, string> = { upcoming: 'blue', ongoing: 'green', full: 'orange', ended: 'default', off_sale: 'red' }
const SESSION_COLORS: Record<AdminSessionStatus, string> = { open: 'green', full: 'orange', closed: 'default' }

export function SaleStateTag({ state, publishAt }: { state: GoodsSaleState; publishAt?: string | null }) {
  const t = useT()
  const tag = <Tag color={STATE_COLORS[state]}>{t(`catalog.goods.states.${state}`)}</Tag>
  if (state !== 'scheduled' || !publishAt) return tag
  return <span>{tag}<span style={{ color: '#888', fontSize: 12 }}>{t('catalog.goods.scheduledAt', { time: formatDateTime(publishAt) })}</span></span>
}

export function ClassStatusTag({ status }: { status: ClassStatus }) {
  const t = useT()
  return <Tag color={CLASS_COLORS[status]}>{t(`catalog.classes.statuses.${status}`)}</Tag>
}

export function SessionStatusTag({ status }: { status: AdminSessionStatus }) {
  const t = useT()
  return <Tag color={SESSION_COLORS[status]}>{t(`catalog.sessions.statuses.${status}`)}</Tag>
}

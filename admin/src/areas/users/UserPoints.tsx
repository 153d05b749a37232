// The user's points balance (from the points area's endpoint: identity can't read the catalog) and the manual
// adjustment form. The detail page shows it to the roles of the points area only.
import { Card, Col, Row, Statistic } from 'antd'
import { Link } from 'react-router'
import * as api from '@contract/catalog/points-admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { AdjustForm } from '../points/AdjustForm'

function Balance({ userId }: { userId: number }) {
  const t = useT()
  const { data } = useApiQuery(api.getAdminPointsSummary, { params: { userId } })
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col span={8}><Statistic title={t('users.points.balance')} value={data?.balance ?? '—'} /></Col>
      <Col span={8}><Statistic title={t('users.points.totalEarned')} value={data?.totalEarned ?? '—'} /></Col>
      <Col span={8}><Statistic title={t('users.points.totalRedeemed')} value={data?.totalRedeemed ?? '—'} /></Col>
    </Row>
  )
}

export function UserPoints({ userId }: { userId: number }) {
  const t = useT()
  const ledger = `/points?filters[0][field]=userId&filters[0][operator]=eq&filters[0][value]=${userId}`
  return (
    <Card size="small" title={t('users.points.title')} extra={<Link to={ledger}>{t('users.points.ledger')}</Link>} style={{ height: '100%' }}>
      <Balance userId={userId} />
      <AdjustForm userId={userId} />
    </Card>
  )
}

// 数据看板: today's and this month's figures as statistic cards, then the last 30 days as charts.
import { List } from '@refinedev/antd'
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd'
import type { DashboardFigures } from '@contract/commerce/dashboard-admin-shapes'
import * as api from '@contract/commerce/dashboard-admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { DashboardCharts } from './DashboardCharts'

function FigureRow({ title, figures }: { title: string; figures: DashboardFigures }) {
  const t = useT()
  const cards = [
    { key: 'orders', title: t('dashboard.figures.orders'), value: figures.orders },
    { key: 'paid', title: t('dashboard.figures.paidOrders'), value: figures.paidOrders },
    { key: 'revenue', title: t('dashboard.figures.revenue'), value: formatFen(figures.revenueFen) },
    {
      key: 'refunds', title: t('dashboard.figures.refunds'), value: formatFen(figures.refundFen),
      suffix: <Typography.Text type="secondary" style={{ fontSize: 13 }}>{t('dashboard.figures.refundCount', { count: figures.refundCount })}</Typography.Text>
    },
    { key: 'users', title: t('dashboard.figures.newUsers'), value: figures.newUsers }
  ]
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{title}</Typography.Title>
      <Row gutter={16} style={{ marginBottom: 24 }}>
        {cards.map((card) => (
          <Col key={card.key} flex="1 1 0">
            <Card size="small">
              <Statistic title={card.title} value={card.value} suffix={card.suffix} />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  )
}

export function DashboardPage() {
  const t = useT()
  const { data, isLoading, error, refetch } = useApiQuery(api.getAdminDashboard)
  return (
    <List title={t('dashboard.title')} breadcrumb={false}>
      {error && (
        <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }}
          action={<Button size="small" onClick={() => refetch()}>{t('words.retry')}</Button>} />
      )}
      {isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && (
        <>
          <FigureRow title={t('dashboard.today')} figures={data.today} />
          <FigureRow title={t('dashboard.month')} figures={data.month} />
          <DashboardCharts daily={data.daily} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>{t('dashboard.note')}</Typography.Paragraph>
        </>
      )}
    </List>
  )
}

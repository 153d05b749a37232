// The last 30 China days as two recharts charts: money (revenue and refunds, in yuan) as lines, and counts
// (orders placed, orders paid, new users) as bars.
import { Card, Col, Row } from 'antd'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { DashboardDay } from '@contract/commerce/dashboard-admin-shapes'
import { formatFen } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

const GREEN = '#0DBC3B'
const RED = '#f5222d'
const BLUE = '#1677ff'
const ORANGE = '#fa8c16'
const HEIGHT = 300

/** MM-DD on the axis; the full date in the tooltip. */
const shortDate = (date: string) => date.slice(5)

export function DashboardCharts({ daily }: { daily: DashboardDay[] }) {
  const t = useT()
  const money = daily.map((d) => ({ date: d.date, revenue: d.revenueFen / 100, refund: d.refundFen / 100 }))
  const yuan = (value: unknown) => formatFen(Math.round(Number(value) * 100))
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Card size="small" title={t('dashboard.charts.money')}>
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <LineChart data={money} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} />
              <YAxis width={64} allowDecimals={false} />
              <Tooltip formatter={yuan} />
              <Legend />
              <Line type="linear" dataKey="revenue" name={t('dashboard.charts.revenue')} stroke={GREEN} strokeWidth={2} dot={false} />
              <Line type="linear" dataKey="refund" name={t('dashboard.charts.refund')} stroke={RED} strokeWidth={2} dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title={t('dashboard.charts.counts')}>
          <ResponsiveContainer width="100%" height={HEIGHT}>
            <BarChart data={daily} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} />
              <YAxis width={40} allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="orders" name={t('dashboard.charts.orders')} fill={BLUE} />
              <Bar dataKey="paidOrders" name={t('dashboard.charts.paidOrders')} fill={GREEN} />
              <Bar dataKey="newUsers" name={t('dashboard.charts.newUsers')} fill={ORANGE} />
            </BarChart>
          </ResponsiveContainer>
        </Card>
      </Col>
    </Row>
  )
}

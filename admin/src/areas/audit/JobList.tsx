// 定时任务: the timed background jobs (closing unpaid orders, handing in exams at their deadline, sweeping rate-limit
// counts) on pg-boss, when each runs, how its last round went, and running a failed or retrying one now (audited).
import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Popconfirm, Table, Tag, Typography } from 'antd'
import * as api from '@contract/system/admin-endpoints'
import { mayRunNow, type JobRun } from '@contract/system/shapes'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { formatTimestamp } from '../../components/format'
import { translate, useT } from '../../providers/i18n-provider'

const STATE_COLOURS: Record<JobRun['state'], string> = { waiting: 'default', ok: 'green', retrying: 'orange', failed: 'red' }

/** A job's name in the operator's language; a job this console does not know yet shows its code. */
const jobName = (name: string) => translate(`audit.jobs.names.${name}`, undefined, name)

/** The schedules the server uses read as words; any other cron is shown as it is. */
function scheduleText(cron: string): string {
  if (cron === '* * * * *') return translate('audit.jobs.schedules.everyMinute')
  const every = /^\*\/(\d+) \* \* \* \*$/.exec(cron)
  return every ? translate('audit.jobs.schedules.everyMinutes', { n: Number(every[1]) }) : cron || '—'
}

function RetryButton({ job }: { job: JobRun }) {
  const t = useT()
  const retry = useApiAction(api.retryJob, { successMessage: t('audit.jobs.retried') })
  if (!mayRunNow(job)) return null
  return (
    <Popconfirm title={t('audit.jobs.retryConfirm', { job: jobName(job.name), failures: job.failures })}
      onConfirm={() => retry.mutateAsync({ body: { name: job.name } }).catch(() => undefined)}>
      <Button size="small" loading={retry.isPending}>{t('audit.jobs.retry')}</Button>
    </Popconfirm>
  )
}

export function JobList() {
  const t = useT()
  const jobs = useApiQuery(api.listJobs)
  return (
    <Card title={t('audit.jobs.title')}
      extra={<Button icon={<ReloadOutlined />} loading={jobs.isFetching} onClick={() => void jobs.refetch()}>{t('audit.jobs.refresh')}</Button>}>
      <Typography.Paragraph type="secondary">{t('audit.jobs.intro')}</Typography.Paragraph>
      {jobs.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={jobs.error.message} />}
      <Table<JobRun> rowKey="name" dataSource={jobs.data ?? []} loading={jobs.isLoading} pagination={false}
        locale={{ emptyText: t('audit.jobs.empty') }} scroll={{ x: 1100 }}>
        <Table.Column<JobRun> dataIndex="name" title={t('audit.jobs.fields.name')} width={180} render={(name: string) => jobName(name)} />
        <Table.Column<JobRun> dataIndex="schedule" title={t('audit.jobs.fields.schedule')} width={110} render={scheduleText} />
        <Table.Column<JobRun> dataIndex="state" title={t('audit.jobs.fields.state')} width={110}
          render={(state: JobRun['state']) => <Tag color={STATE_COLOURS[state]}>{t(`audit.jobs.states.${state}`)}</Tag>} />
        <Table.Column<JobRun> dataIndex="failures" title={t('audit.jobs.fields.failures')} width={90} />
        <Table.Column<JobRun> dataIndex="lastStartedAt" title={t('audit.jobs.fields.lastStartedAt')} width={170} render={formatTimestamp} />
        <Table.Column<JobRun> dataIndex="lastSucceededAt" title={t('audit.jobs.fields.lastSucceededAt')} width={170} render={formatTimestamp} />
        <Table.Column<JobRun> dataIndex="lastFailedAt" title={t('audit.jobs.fields.lastFailedAt')} width={170} render={formatTimestamp} />
        <Table.Column<JobRun> dataIndex="retryAt" title={t('audit.jobs.fields.retryAt')} width={170} render={formatTimestamp} />
        <Table.Column<JobRun> dataIndex="lastError" title={t('audit.jobs.fields.lastError')} ellipsis render={(text: string) => text || '—'} />
        <Table.Column<JobRun> key="actions" title={t('audit.jobs.fields.actions')} width={110} fixed="right" render={(_, job) => <RetryButton job={job} />} />
      </Table>
    </Card>
  )
}

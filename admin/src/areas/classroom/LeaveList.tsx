// 请假审批: learners' leave for a session and teachers' own leave, pending first by the filter; approve, or reject
// with a reply the asker reads.
import { useState } from 'react'
import { List, useTable } from '@refinedev/antd'
import type { CrudFilter } from '@refinedev/core'
import { Button, Form, Select, Space, Table, Tag } from 'antd'
import { LEAVE_STATUSES } from '@contract/classroom/constants'
import type { AdminLeave } from '@contract/classroom/admin-shapes'
import { approveAdminLeave, rejectAdminLeave } from '@contract/classroom/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatDateTime } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { ReasonModal } from './ReasonModal'

const INITIAL: CrudFilter[] = [{ field: 'kind', operator: 'eq', value: 'learner' }, { field: 'status', operator: 'eq', value: 'pending' }]
const STATUS_COLORS = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: undefined } as const

export function LeaveList() {
  const t = useT()
  const f = (key: string) => t(`classroom.leaves.fields.${key}` as never)
  const [rejecting, setRejecting] = useState<AdminLeave | null>(null)
  const { tableProps, searchFormProps } = useTable<AdminLeave>({
    resource: 'class-leaves', syncWithLocation: true, filters: { initial: INITIAL },
    onSearch: (values) => filtersOf(values as Record<string, unknown>)
  })
  const approve = useApiAction(approveAdminLeave, { invalidate: ['class-leaves'] })
  const reject = useApiAction(rejectAdminLeave, { invalidate: ['class-leaves'] })
  return (
    <List title={t('classroom.leaves.title')}>
      <ListFilters searchFormProps={{ ...searchFormProps, initialValues: { kind: 'learner', status: 'pending' } }}>
        <Form.Item name="kind">
          <Select style={{ width: 140 }} options={(['learner', 'teacher'] as const).map((k) => ({ value: k, label: t(`classroom.leaves.kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="status">
          <Select allowClear style={{ width: 140 }} placeholder={f('status')}
            options={LEAVE_STATUSES.map((s) => ({ value: s, label: t(`classroom.leaves.statuses.${s}`) }))} />
        </Form.Item>
      </ListFilters>
      <Table<AdminLeave> {...tableProps} rowKey={(l) => `${l.kind}-${l.id}`} size="middle">
        <Table.Column<AdminLeave> title={f('person')} width={190} render={(_, l) => `${l.person.name || '—'}（${l.person.phone}）`} />
        <Table.Column<AdminLeave> title={f('class')} ellipsis={{ showTitle: true }}
          render={(_, l) => (l.kind === 'learner' ? `${l.className} · ${l.sessionTitle}` : t('classroom.leaves.kinds.teacher'))} />
        <Table.Column<AdminLeave> title={f('time')} width={250} render={(_, l) => `${formatDateTime(l.startsAt)} ~ ${formatDateTime(l.endsAt).slice(11)}`} />
        <Table.Column<AdminLeave> title={f('reason')} dataIndex="reason" ellipsis={{ showTitle: true }} />
        <Table.Column<AdminLeave> title={f('status')} width={90}
          render={(_, l) => <Tag color={STATUS_COLORS[l.status]}>{t(`classroom.leaves.statuses.${l.status}`)}</Tag>} />
        <Table.Column<AdminLeave> title={f('reply')} dataIndex="reply" ellipsis={{ showTitle: true }} />
        <Table.Column<AdminLeave> title={f('createdAt')} width={150} render={(_, l) => formatDateTime(l.createdAt)} />
        <Table.Column<AdminLeave> title={t('table.actions' as never)} width={140} render={(_, l) => l.status === 'pending' && (
          <Space>
            <Button size="small" type="primary" loading={approve.isPending}
              onClick={() => approve.mutate({ params: { kind: l.kind, id: l.id }, body: {} })}>{t('classroom.leaves.approve')}</Button>
            <Button size="small" danger onClick={() => setRejecting(l)}>{t('classroom.leaves.reject')}</Button>
          </Space>
        )} />
      </Table>
      <ReasonModal open={rejecting !== null} danger title={t('classroom.leaves.rejectTitle')} label={t('classroom.leaves.reply')}
        requiredMessage={t('classroom.leaves.replyRequired')} busy={reject.isPending} onCancel={() => setRejecting(null)}
        onSubmit={(reply) => rejecting && reject.mutate({ params: { kind: rejecting.kind, id: rejecting.id }, body: { reply } }, { onSuccess: () => setRejecting(null) })} />
    </List>
  )
}

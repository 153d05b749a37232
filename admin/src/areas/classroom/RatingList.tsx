// 课程评价: learners' ratings of sessions and their teachers, newest first.
import { List, useTable } from '@refinedev/antd'
import { Rate, Table } from 'antd'
import type { AdminRating } from '@contract/classroom/admin-shapes'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'

export function RatingList() {
  const t = useT()
  const f = (key: string) => t(`classroom.ratings.fields.${key}` as never)
  const { tableProps } = useTable<AdminRating>({ resource: 'class-ratings', syncWithLocation: true })
  return (
    <List title={t('classroom.ratings.title')}>
      <Table<AdminRating> {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminRating> title={f('learner')} width={110} render={(_, r) => r.learner.name} />
        <Table.Column<AdminRating> title={f('teacher')} width={110} render={(_, r) => r.teacher?.name ?? '—'} />
        <Table.Column<AdminRating> title={f('class')} ellipsis={{ showTitle: true }} render={(_, r) => `${r.className} · ${r.sessionTitle}`} />
        <Table.Column<AdminRating> title={f('teacherScore')} width={150} render={(_, r) => <Rate disabled value={r.teacherScore} style={{ fontSize: 14 }} />} />
        <Table.Column<AdminRating> title={f('sessionScore')} width={150} render={(_, r) => <Rate disabled value={r.sessionScore} style={{ fontSize: 14 }} />} />
        <Table.Column<AdminRating> title={f('comment')} dataIndex="comment" ellipsis={{ showTitle: true }} />
        <Table.Column<AdminRating> title={f('createdAt')} width={150} render={(_, r) => formatDateTime(r.createdAt)} />
      </Table>
    </List>
  )
}

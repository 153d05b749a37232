// 力训计划: every strength program (unpublished too) by name, with how it is unlocked, its codes used and issued;
// put on or off the shelf (once each: the server refuses a repeat), its schedule edited, and the unlock codes of a program.
import { useState } from 'react'
import { List, useTable } from '@refinedev/antd'
import { Button, Form, Input, Space, Table, Tag } from 'antd'
import type { AdminProgram } from '@contract/training/admin-shapes'
import { setAdminProgramPublished } from '@contract/training/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { formatDateTime, formatFen } from '../../components/format'
import { ListFilters } from '../../components/ListFilters'
import { filtersOf } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { CodesModal } from './CodesModal'
import { ScheduleModal } from './ScheduleModal'

export function ProgramList() {
  const t = useT()
  const f = (key: string) => t(`training.programs.fields.${key}` as never)
  const [codesOf, setCodesOf] = useState<AdminProgram | null>(null)
  const [scheduleOf, setScheduleOf] = useState<AdminProgram | null>(null)
  const publish = useApiAction(setAdminProgramPublished, { invalidate: ['training-programs'] })
  const { tableProps, searchFormProps } = useTable<AdminProgram>({
    resource: 'training-programs', syncWithLocation: true, onSearch: (values) => filtersOf(values as Record<string, unknown>)
  })
  return (
    <List title={t('training.programs.title')}>
      <ListFilters searchFormProps={searchFormProps}>
        <Form.Item name="keyword"><Input allowClear placeholder={t('training.programs.keyword')} style={{ width: 200 }} /></Form.Item>
      </ListFilters>
      <Table<AdminProgram> {...tableProps} rowKey="id" size="middle" scroll={{ x: 1330 }}>
        <Table.Column<AdminProgram> dataIndex="title" title={f('title')} width={260} render={(_, p) => <>{p.title}<br /><span style={{ color: '#888' }}>{p.subtitle}</span></>} />
        <Table.Column<AdminProgram> dataIndex="level" title={f('level')} width={70} align="right" />
        <Table.Column<AdminProgram> dataIndex="weeks" title={f('weeks')} width={70} align="right" />
        <Table.Column<AdminProgram> dataIndex="daysPerWeek" title={f('daysPerWeek')} width={80} align="right" />
        <Table.Column<AdminProgram> dataIndex="access" title={f('access')} width={150} render={(_, p) => (
          <>{t(`training.access.${p.access}` as never)}{p.access === 'purchase' && <span style={{ color: '#888' }}> · {formatFen(p.priceFen)}</span>}</>
        )} />
        <Table.Column<AdminProgram> key="codes" title={f('codes')} width={130} align="right" render={(_, p) => (p.access === 'code' ? `${p.codesUsed} / ${p.codesIssued}` : '—')} />
        <Table.Column<AdminProgram> dataIndex="published" title={f('status')} width={90}
          render={(on: boolean) => <Tag color={on ? 'green' : undefined}>{t(on ? 'training.programs.published' : 'training.programs.draft')}</Tag>} />
        <Table.Column<AdminProgram> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
        <Table.Column<AdminProgram> key="actions" title={t('table.actions' as never)} width={260} render={(_, p) => (
          <Space>
            <Button size="small" loading={publish.isPending} onClick={() => publish.mutate({ params: { id: p.id }, body: { published: !p.published } })}>
              {t(p.published ? 'training.programs.unpublish' : 'training.programs.publish')}
            </Button>
            <Button size="small" onClick={() => setScheduleOf(p)} data-testid="program-schedule">{t('training.schedule.edit')}</Button>
            {p.access === 'code' && <Button size="small" onClick={() => setCodesOf(p)} data-testid="program-codes">{t('training.programs.codes')}</Button>}
          </Space>
        )} />
      </Table>
      <CodesModal program={codesOf} onClose={() => setCodesOf(null)} />
      <ScheduleModal program={scheduleOf} onClose={() => setScheduleOf(null)} />
    </List>
  )
}

// 班级教务 of one class: the class as the catalog has it (dates, seats), its venue and teachers (and cancelling
// it), its sessions with teacher per session and attendance, and its roster with CSV export, enrol/gift by phone
// and transfer on a learner's behalf.
import { Show } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Descriptions, Space } from 'antd'
import type { AdminClass } from '@contract/catalog/admin-shapes'
import { useT } from '../../providers/i18n-provider'
import { ClassSessionsCard } from './ClassSessionsCard'
import { RosterCard } from './RosterCard'
import { SetupCard } from './SetupCard'

function ClassFacts({ cls }: { cls: AdminClass }) {
  const t = useT()
  return (
    <Descriptions bordered column={3} size="small">
      <Descriptions.Item label={t('classroom.classes.header')}>{`#${cls.id} ${cls.name}`}</Descriptions.Item>
      <Descriptions.Item label={t('classroom.classes.dates')}>{`${cls.startDate} ~ ${cls.endDate}`}</Descriptions.Item>
      <Descriptions.Item label={t('classroom.classes.seats')}>{`${cls.seatsTaken} / ${cls.capacity}`}</Descriptions.Item>
    </Descriptions>
  )
}

export function ClassroomShow() {
  const t = useT()
  const { query } = useShow<AdminClass>({ resource: 'classroom-classes' })
  const cls = query.data?.data
  return (
    <Show isLoading={query.isLoading} canDelete={false} canEdit={false}
      title={cls ? `${t('classroom.classes.title')} · ${cls.name}` : t('classroom.classes.title')}>
      {cls && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <ClassFacts cls={cls} />
          <SetupCard classId={cls.id} />
          <ClassSessionsCard classId={cls.id} />
          <RosterCard classId={cls.id} />
        </Space>
      )}
    </Show>
  )
}

// 编辑课表: a program's weeks → days → modules → moves with their sets (reps, load, rest), edited in one form and
// saved whole through the schedule endpoint, which refuses it when someone saved the program since it was opened.
import { useState } from 'react'
import { Button, Form, Modal, Space, Tabs } from 'antd'
import type { AdminProgram } from '@contract/training/admin-shapes'
import { updateAdminProgramSchedule } from '@contract/training/admin-endpoints'
import type { ApiError } from '../../api/client'
import { useApiAction } from '../../api/hooks'
import { showFieldErrors } from '../../components/form-errors'
import { useT } from '../../providers/i18n-provider'
import { knownMoves, toScheduleInput, toScheduleValues, type ScheduleValues } from './schedule-form'
import { ScheduleDay } from './ScheduleDay'

function ScheduleWeeks({ known }: { known: { id: number; name: string }[] }) {
  const t = useT()
  const form = Form.useFormInstance<ScheduleValues>()
  const [active, setActive] = useState(0)
  return (
    <Form.List name="weeks">
      {(weeks, { add, remove }) => (
        <Tabs activeKey={String(Math.min(active, weeks.length - 1))} onChange={(key) => setActive(Number(key))}
          tabBarExtraContent={
            <Space>
              <Button size="small" data-testid="schedule-add-week" disabled={weeks.length >= 16} onClick={() => {
                add(structuredClone(form.getFieldValue(['weeks', weeks.length - 1])))
                setActive(weeks.length)
              }}>{t('training.schedule.addWeek')}</Button>
              <Button size="small" danger disabled={weeks.length <= 1} onClick={() => {
                remove(Math.min(active, weeks.length - 1))
                setActive(Math.max(0, active - 1))
              }}>{t('training.schedule.removeWeek')}</Button>
            </Space>
          }
          items={weeks.map((week, i) => ({
            key: String(i), label: t('training.schedule.week', { n: i + 1 }),
            children: (
              <Form.List name={[week.name, 'days']}>
                {(days) => days.map((day, d) => (
                  <ScheduleDay key={day.key} name={[day.name]} absolute={['weeks', week.name, 'days', day.name]} dayNo={d + 1} known={known} />
                ))}
              </Form.List>
            )
          }))} />
      )}
    </Form.List>
  )
}

export function ScheduleModal({ program, onClose }: { program: AdminProgram | null; onClose: () => void }) {
  const t = useT()
  const [form] = Form.useForm<ScheduleValues>()
  const save = useApiAction(updateAdminProgramSchedule, { invalidate: ['training-programs'], successMessage: t('training.schedule.saved') })
  const submit = async () => {
    if (!program) return
    try {
      // The whole store: weeks whose tab was never opened are not mounted, and onFinish's values hold mounted fields only.
      const values = form.getFieldsValue(true) as ScheduleValues
      await save.mutateAsync({ params: { id: program.id }, body: toScheduleInput(values, program.updatedAt) })
      onClose()
    } catch (err) {
      showFieldErrors(form, err as ApiError)
    }
  }
  return (
    <Modal open={program !== null} title={t('training.schedule.title', { program: program?.title ?? '' })} width={1040} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
      {program && (
        <Form form={form} layout="inline" onFinish={submit} initialValues={toScheduleValues(program.schedule)} data-testid="schedule-form"
          style={{ display: 'block' }}>
          <ScheduleWeeks known={knownMoves(program.schedule)} />
        </Form>
      )}
    </Modal>
  )
}

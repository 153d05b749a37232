// A class's venue and teachers (the learners' class page shows both), and cancelling the whole class with a
// reason every learner is told.
import { useEffect, useState } from 'react'
import { useSelect } from '@refinedev/antd'
import { Button, Card, Form, Select, Space, Tag } from 'antd'
import type { AdminVenue, ClassSetupInput } from '@contract/classroom/admin-shapes'
import { cancelAdminClass, getAdminClassSetup, setAdminClassSetup } from '@contract/classroom/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { ReasonModal } from './ReasonModal'
import { TeacherSelect } from './TeacherSelect'

export function SetupCard({ classId }: { classId: number }) {
  const t = useT()
  const [form] = Form.useForm<ClassSetupInput>()
  const [cancelling, setCancelling] = useState(false)
  const setup = useApiQuery(getAdminClassSetup, { params: { id: classId } })
  const save = useApiAction(setAdminClassSetup)
  const cancel = useApiAction(cancelAdminClass, { invalidate: ['classroom-classes'] })
  const { selectProps: venueSelect } = useSelect<AdminVenue>({
    resource: 'venues', optionLabel: (v) => `${v.name}（${v.city}）`, optionValue: 'id',
    onSearch: (keyword) => [{ field: 'keyword', operator: 'eq', value: keyword }], pagination: { pageSize: 50 }
  })
  const data = setup.data
  useEffect(() => {
    if (data) form.setFieldsValue({ venueId: data.venue?.id ?? null, teacherIds: data.teachers.map((p) => p.id) })
  }, [data, form])
  const venueOptions = [...(venueSelect.options ?? [])]
  if (data?.venue && !venueOptions.some((o) => o.value === data.venue?.id)) venueOptions.push({ value: data.venue.id, label: data.venue.name })
  return (
    <Card size="small" title={t('classroom.setup.title')} loading={setup.isLoading}
      extra={data?.cancelled ? <Tag color="red">{t('classroom.classes.cancelled')}</Tag>
        : <Button danger onClick={() => setCancelling(true)}>{t('classroom.setup.cancelClass')}</Button>}>
      <Form form={form} layout="inline" onFinish={(body) => save.mutate({ params: { id: classId }, body: { venueId: body.venueId ?? null, teacherIds: body.teacherIds ?? [] } })}>
        <Form.Item name="venueId" label={t('classroom.setup.venue')} style={{ minWidth: 280 }}>
          <Select {...venueSelect} options={venueOptions} allowClear placeholder={t('classroom.setup.none')} />
        </Form.Item>
        <Form.Item name="teacherIds" label={t('classroom.setup.teachers')} style={{ minWidth: 360 }}>
          <TeacherSelect multiple known={data?.teachers} placeholder={t('classroom.setup.none')} />
        </Form.Item>
        <Space><Button type="primary" htmlType="submit" loading={save.isPending} disabled={data?.cancelled}>{t('classroom.setup.save')}</Button></Space>
      </Form>
      <ReasonModal open={cancelling} danger title={t('classroom.setup.cancelClassTitle')} hint={t('classroom.setup.cancelClassHint')}
        label={t('classroom.setup.reason')} requiredMessage={t('classroom.setup.reasonRequired')} busy={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onSubmit={(reason) => cancel.mutate({ params: { id: classId }, body: { reason } }, { onSuccess: () => setCancelling(false) })} />
    </Card>
  )
}

// 立即发布 / 定时发布 / 下线 on a FAQ's page. The server decides and answers a clear sentence when the FAQ was
// changed meanwhile; a schedule must lie in the future.
import { ClockCircleOutlined, CloudDownloadOutlined, CloudUploadOutlined } from '@ant-design/icons'
import { CanAccess } from '@refinedev/core'
import { Button, DatePicker, Modal, Popconfirm, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import type { AdminFaq } from '@contract/content'
import { publishAdminFaq, unpublishAdminFaq } from '@contract/endpoints/admin-content'
import { useApiAction } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

interface Props {
  faq: AdminFaq
  /** Reloads the FAQ shown: refine invalidates lists by resource, but a detail only by its id. */
  onChanged: () => void
}

function ScheduleButton({ faq, onChanged }: Props) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [at, setAt] = useState<Dayjs | null>(null)
  const publish = useApiAction(publishAdminFaq, { invalidate: ['faq'] })
  const submit = () => {
    if (!at) return
    publish.mutate({ params: { id: faq.id }, body: { publishAt: at.second(0).millisecond(0).toISOString() } }, { onSuccess: () => { setOpen(false); onChanged() } })
  }
  return (
    <>
      <Button icon={<ClockCircleOutlined />} onClick={() => setOpen(true)}>{t('content.faq.schedule')}</Button>
      <Modal open={open} title={t('content.faq.scheduleTitle')} onCancel={() => setOpen(false)} onOk={submit}
        okButtonProps={{ disabled: !at, loading: publish.isPending }} destroyOnHidden>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={at} onChange={setAt} style={{ width: '100%' }}
          placeholder={t('content.faq.schedulePick')} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Modal>
    </>
  )
}

export function FaqPublishActions({ faq, onChanged }: Props) {
  const t = useT()
  const publish = useApiAction(publishAdminFaq, { invalidate: ['faq', 'faq-categories'] })
  const unpublish = useApiAction(unpublishAdminFaq, { invalidate: ['faq', 'faq-categories'] })
  return (
    <CanAccess resource="faq" action="edit">
      <Space>
        {faq.state !== 'published' && (
          <Popconfirm title={t('content.faq.publishConfirm')} onConfirm={() => publish.mutate({ params: { id: faq.id }, body: {} }, { onSuccess: onChanged })}>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={publish.isPending}>{t('content.faq.publish')}</Button>
          </Popconfirm>
        )}
        {faq.state !== 'published' && <ScheduleButton faq={faq} onChanged={onChanged} />}
        {faq.state !== 'draft' && (
          <Popconfirm title={t('content.faq.unpublishConfirm')} onConfirm={() => unpublish.mutate({ params: { id: faq.id } }, { onSuccess: onChanged })}>
            <Button danger icon={<CloudDownloadOutlined />} loading={unpublish.isPending}>{t('content.faq.unpublish')}</Button>
          </Popconfirm>
        )}
      </Space>
    </CanAccess>
  )
}

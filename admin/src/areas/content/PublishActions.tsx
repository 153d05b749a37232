// 立即发布 / 定时发布 / 下线 on the page of any published content (FAQ, news, notices, banners, teachers, partners,
// stories, questionnaires). The server decides and answers a clear sentence when the item was changed meanwhile;
// a schedule must lie in the future.
import { ClockCircleOutlined, CloudDownloadOutlined, CloudUploadOutlined } from '@ant-design/icons'
import { CanAccess } from '@refinedev/core'
import { Button, DatePicker, Modal, Popconfirm, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import type { PublicationState, PublishInput } from '@contract/content/shapes'
import type { Endpoint } from '@contract/define'
import { useApiAction } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

interface Props {
  id: number
  state: PublicationState
  /** The refine resource of the item (its lists reload after a change). */
  resource: string
  publish: PublishEndpoint
  unpublish: Endpoint<`${string}/:id/unpublish`>
  /** More resources whose lists show this item's state (e.g. FAQ categories count visible FAQ). */
  alsoInvalidate?: string[]
  /** Reloads the item shown: refine invalidates lists by resource, but a detail only by its id. */
  onChanged: () => void
}

type PublishEndpoint = Endpoint<`${string}/:id/publish`, { body: PublishInput; response: unknown }>
type ActionProps = Omit<Props, 'state' | 'unpublish'>

const publishCall = (id: number, publishAt?: string) => ({ params: { id }, body: publishAt ? { publishAt } : {} })

function ScheduleButton({ id, resource, publish, alsoInvalidate = [], onChanged }: ActionProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [at, setAt] = useState<Dayjs | null>(null)
  const action = useApiAction(publish, { invalidate: [resource, ...alsoInvalidate] })
  const submit = () => {
    if (!at) return
    action.mutate(publishCall(id, at.second(0).millisecond(0).toISOString()), { onSuccess: () => { setOpen(false); onChanged() } })
  }
  return (
    <>
      <Button icon={<ClockCircleOutlined />} onClick={() => setOpen(true)}>{t('content.publication.schedule')}</Button>
      <Modal open={open} title={t('content.publication.scheduleTitle')} onCancel={() => setOpen(false)} onOk={submit}
        okButtonProps={{ disabled: !at, loading: action.isPending }} destroyOnHidden>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={at} onChange={setAt} style={{ width: '100%' }}
          placeholder={t('content.publication.schedulePick')} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Modal>
    </>
  )
}

export function PublishActions(props: Props) {
  const { id, state, resource, publish, unpublish, alsoInvalidate = [], onChanged } = props
  const t = useT()
  const publishNow = useApiAction(publish, { invalidate: [resource, ...alsoInvalidate] })
  const takeDown = useApiAction(unpublish, { invalidate: [resource, ...alsoInvalidate] })
  return (
    <CanAccess resource={resource} action="edit">
      <Space>
        {state !== 'published' && (
          <Popconfirm title={t('content.publication.publishConfirm')} onConfirm={() => publishNow.mutate(publishCall(id), { onSuccess: onChanged })}>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={publishNow.isPending}>{t('content.publication.publish')}</Button>
          </Popconfirm>
        )}
        {state !== 'published' && <ScheduleButton {...props} />}
        {state !== 'draft' && (
          <Popconfirm title={t('content.publication.unpublishConfirm')}
            onConfirm={() => takeDown.mutate({ params: { id } }, { onSuccess: onChanged })}>
            <Button danger icon={<CloudDownloadOutlined />} loading={takeDown.isPending}>{t('content.publication.unpublish')}</Button>
          </Popconfirm>
        )}
      </Space>
    </CanAccess>
  )
}

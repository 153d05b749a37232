// 上架 / 下架 / 定时上架 on a goods's page. The server decides (a conditional UPDATE) and answers a clear sentence
// when the goods was changed meanwhile; a schedule must lie in the future.
import { ClockCircleOutlined, CloudDownloadOutlined, CloudUploadOutlined } from '@ant-design/icons'
import { CanAccess } from '@refinedev/core'
import { Button, DatePicker, Modal, Popconfirm, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import type { AdminGoodsDetail } from '@contract/catalog/admin-shapes'
import { publishAdminGoods, unpublishAdminGoods } from '@contract/catalog/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

interface Props {
  goods: AdminGoodsDetail
  /** Reloads the goods shown: refine invalidates lists by resource, but a detail only by its id. */
  onChanged: () => void
}

function ScheduleButton({ goods, onChanged }: Props) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [at, setAt] = useState<Dayjs | null>(null)
  const publish = useApiAction(publishAdminGoods, { invalidate: ['goods'] })
  const submit = () => {
    if (!at) return
    publish.mutate({ params: { id: goods.id }, body: { publishAt: at.second(0).millisecond(0).toISOString() } }, { onSuccess: () => { setOpen(false); onChanged() } })
  }
  return (
    <>
      <Button icon={<ClockCircleOutlined />} onClick={() => setOpen(true)}>{t('catalog.goods.schedule')}</Button>
      <Modal open={open} title={t('catalog.goods.scheduleTitle')} onCancel={() => setOpen(false)} onOk={submit}
        okButtonProps={{ disabled: !at, loading: publish.isPending }} destroyOnHidden>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={at} onChange={setAt} style={{ width: '100%' }}
          placeholder={t('catalog.goods.schedulePick')} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Modal>
    </>
  )
}

export function PublishActions({ goods, onChanged }: Props) {
  const t = useT()
  const publish = useApiAction(publishAdminGoods, { invalidate: ['goods'] })
  const unpublish = useApiAction(unpublishAdminGoods, { invalidate: ['goods'] })
  return (
    <CanAccess resource="goods" action="edit">
      <Space>
        {goods.state !== 'on_sale' && (
          <Popconfirm title={t('catalog.goods.publishConfirm')} onConfirm={() => publish.mutate({ params: { id: goods.id }, body: {} }, { onSuccess: onChanged })}>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={publish.isPending}>{t('catalog.goods.publish')}</Button>
          </Popconfirm>
        )}
        {goods.state !== 'on_sale' && <ScheduleButton goods={goods} onChanged={onChanged} />}
        {goods.onSale && (
          <Popconfirm title={t('catalog.goods.unpublishConfirm')} onConfirm={() => unpublish.mutate({ params: { id: goods.id } }, { onSuccess: onChanged })}>
            <Button danger icon={<CloudDownloadOutlined />} loading={unpublish.isPending}>{t('catalog.goods.unpublish')}</Button>
          </Popconfirm>
        )}
      </Space>
    </CanAccess>
  )
}

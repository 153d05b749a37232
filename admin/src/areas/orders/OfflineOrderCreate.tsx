// 线下订单: finance records an order paid by bank transfer for a learner (by phone): the goods (and its class or exam
// session), the amount received (a reason when it is not the price), the bank reference, the transfer date and the
// proof (an image or a PDF, uploaded through the app's upload endpoint). The server prices, enrols and entitles
// the learner exactly as for a paid order; the console then shows the new order.
import { Create, useForm } from '@refinedev/antd'
import { Form, Input, InputNumber, Select } from 'antd'
import { useState } from 'react'
import type { OfflineOrderInput } from '@contract/commerce/admin-refund-shapes'
import type { AdminOrderDetail } from '@contract/commerce/admin-shapes'
import { getGoods, listGoods } from '@contract/catalog/endpoints'
import { useApiQuery } from '../../api/hooks'
import { formatFen } from '../../components/format'
import { pickerOverDate, yuanOverFen } from '../../components/form-values'
import { useT } from '../../providers/i18n-provider'
import { DatePicker } from 'antd'
import { ProofUpload } from './ProofUpload'

function GoodsPicker(props: { value?: number; onChange?: (v: number) => void }) {
  const t = useT()
  const [keyword, setKeyword] = useState('')
  // The goods on sale (what a learner could buy), from the public catalog: finance holds no catalog role.
  const goods = useApiQuery(listGoods, { query: { size: 50, ...(keyword ? { keyword } : {}) } })
  return (
    <Select showSearch filterOption={false} onSearch={setKeyword} value={props.value} onChange={props.onChange} loading={goods.isLoading}
      placeholder={t('orders.offline.goodsSearch')} style={{ maxWidth: 480 }} data-testid="offline-goods"
      options={(goods.data?.list ?? []).map((g) => ({ value: g.id, label: `${g.title} · ${formatFen(g.priceFen)}` }))} />
  )
}

/** The class or exam session of the chosen goods, when it has them. */
function ScheduleFields({ goodsId }: { goodsId?: number }) {
  const t = useT()
  const detail = useApiQuery(getGoods, { params: { id: goodsId ?? 0 } }, { enabled: goodsId !== undefined })
  const goods = detail.data
  if (!goods) return null
  return (
    <>
      {goods.classes.length > 0 && (
        <Form.Item name="classId" label={t('orders.offline.class')} rules={[{ required: true, message: t('login.required') }]}>
          <Select style={{ maxWidth: 480 }} data-testid="offline-class" options={goods.classes.map((c) => ({
            value: c.id, label: `${c.name || c.city} ${c.startDate} · ${t('orders.offline.seatsLeft', { n: c.seatsLeft })}`
          }))} />
        </Form.Item>
      )}
      {goods.examSessions.length > 0 && (
        <Form.Item name="examSessionId" label={t('orders.offline.session')} rules={[{ required: true, message: t('login.required') }]}>
          <Select style={{ maxWidth: 480 }} options={goods.examSessions.map((s) => ({
            value: s.id, label: `${s.city} ${s.venueName} ${s.startsAt.slice(0, 10)} · ${t('orders.offline.seatsLeft', { n: s.seatsLeft })}`
          }))} />
        </Form.Item>
      )}
      <Form.Item label={t('orders.offline.listPrice')}>{formatFen(goods.priceFen)}</Form.Item>
    </>
  )
}

export function OfflineOrderCreate() {
  const t = useT()
  const { formProps, saveButtonProps, form } = useForm<AdminOrderDetail, never, OfflineOrderInput>({ resource: 'orders', redirect: 'show' })
  const goodsId = Form.useWatch('goodsId', form) as number | undefined
  const required = { required: true, message: t('login.required') }
  return (
    <Create title={t('orders.titles.offlineCreate')} saveButtonProps={{ ...saveButtonProps, 'data-testid': 'offline-save' } as typeof saveButtonProps}>
      <Form {...formProps} layout="vertical" style={{ maxWidth: 720 }} data-testid="offline-form"
        onFinish={(v) => formProps.onFinish?.({ ...(v as OfflineOrderInput), priceNote: (v as OfflineOrderInput).priceNote ?? '' })}>
        <Form.Item name="phone" label={t('orders.offline.phone')} rules={[required]}>
          <Input maxLength={20} style={{ width: 240 }} data-testid="offline-phone" />
        </Form.Item>
        <Form.Item name="goodsId" label={t('orders.fields.goods')} rules={[required]}><GoodsPicker /></Form.Item>
        <ScheduleFields goodsId={goodsId} />
        <Form.Item name="amountFen" label={t('orders.offline.amount')} {...yuanOverFen} rules={[required]}>
          <InputNumber prefix="¥" style={{ width: 200 }} data-testid="offline-amount" />
        </Form.Item>
        <Form.Item name="priceNote" label={t('orders.offline.priceNote')} extra={t('orders.offline.priceNoteHint')}>
          <Input maxLength={200} style={{ maxWidth: 480 }} />
        </Form.Item>
        <Form.Item name="bankReference" label={t('orders.offline.bankReference')} rules={[required]}>
          <Input maxLength={64} style={{ width: 320 }} data-testid="offline-reference" />
        </Form.Item>
        <Form.Item name="transferDate" label={t('orders.offline.transferDate')} {...pickerOverDate} rules={[required]}>
          <DatePicker style={{ width: 200 }} data-testid="offline-date" />
        </Form.Item>
        <Form.Item name="proofPath" label={t('orders.offline.proof')} rules={[required]}><ProofUpload /></Form.Item>
      </Form>
    </Create>
  )
}

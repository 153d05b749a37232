// 新建 / 编辑优惠券: name, type, value (yuan for amount off, percent paid for a discount, none for the others),
// minimum spend in yuan, the goods it applies to, validity (days after receipt XOR a fixed end date), total stock
// (editing: not below what was handed out), an optional share code and source. Money is sent in fen.
import { Create, Edit, useForm } from '@refinedev/antd'
import { Alert, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import type { AdminCouponTemplate, CouponTemplateInput } from '@contract/catalog/coupons-admin-shapes'
import { COUPON_TYPES, type CouponType } from '@contract/catalog/constants'
import { listAdminGoods } from '@contract/catalog/admin-endpoints'
import { useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { yuanOverFen } from '../../components/form-values'

interface FormValues {
  title: string
  type: CouponType
  value?: number
  minSpendFen?: number
  scopeGoodsIds?: number[]
  validity: 'days' | 'until'
  validDays?: number | null
  validUntil?: Dayjs | null
  stockTotal: number
  shareCode?: string | null
  source?: string
}

function toBody(v: FormValues): CouponTemplateInput {
  return {
    title: v.title,
    type: v.type,
    value: v.value ?? 0,
    minSpendFen: v.minSpendFen ?? 0,
    scopeGoodsIds: v.scopeGoodsIds ?? [],
    validDays: v.validity === 'days' ? v.validDays ?? null : null,
    validUntil: v.validity === 'until' && v.validUntil ? v.validUntil.format('YYYY-MM-DD') : null,
    stockTotal: v.stockTotal,
    shareCode: v.shareCode?.trim() || null,
    source: v.source ?? ''
  }
}

function toForm(c: AdminCouponTemplate): FormValues {
  return { ...c, validity: c.validDays !== null ? 'days' : 'until', validUntil: c.validUntil ? dayjs(c.validUntil) : null }
}


function GoodsSelect(props: { value?: number[]; onChange?: (v: number[]) => void; known: { id: number; title: string }[] }) {
  const t = useT()
  const [keyword, setKeyword] = useState('')
  // Every goods, on sale or not: a coupon may be prepared before the goods it is for is published.
  const goods = useApiQuery(listAdminGoods, { query: { size: 50, ...(keyword ? { keyword } : {}) } })
  const options = new Map(props.known.map((g) => [g.id, g.title]))
  for (const g of goods.data?.list ?? []) options.set(g.id, g.title)
  return (
    <Select mode="multiple" allowClear showSearch filterOption={false} onSearch={setKeyword} value={props.value} onChange={props.onChange}
      placeholder={t('coupons.hints.scopeAll')} loading={goods.isLoading} notFoundContent={t('coupons.hints.scopeSearch')}
      options={[...options].map(([value, label]) => ({ value, label: `${label} #${value}` }))} />
  )
}

function CouponFields({ record }: { record?: AdminCouponTemplate }) {
  const t = useT()
  const form = Form.useFormInstance<FormValues>()
  const type = Form.useWatch('type', form)
  const validity = Form.useWatch('validity', form)
  return (
    <>
      <Form.Item name="title" label={t('coupons.fields.title')} rules={[{ required: true, message: t('login.required') }]}>
        <Input maxLength={40} style={{ maxWidth: 420 }} />
      </Form.Item>
      <Form.Item name="type" label={t('coupons.fields.type')} rules={[{ required: true, message: t('login.required') }]}>
        <Radio.Group optionType="button" options={COUPON_TYPES.map((value) => ({ value, label: t(`coupons.types.${value}`) }))} />
      </Form.Item>
      {type === 'amount_off' && (
        <Form.Item name="value" label={t('coupons.fields.amountOff')} {...yuanOverFen} rules={[{ required: true, message: t('login.required') }]}>
          <InputNumber prefix="¥" style={{ width: 200 }} />
        </Form.Item>
      )}
      {type === 'discount' && (
        <Form.Item name="value" label={t('coupons.fields.discount')} rules={[{ required: true, message: t('login.required') }]}>
          <InputNumber suffix="%" style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item name="minSpendFen" label={t('coupons.fields.minSpend')} {...yuanOverFen} extra={t('coupons.hints.minSpendZero')}>
        <InputNumber prefix="¥" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="scopeGoodsIds" label={t('coupons.fields.scope')} style={{ maxWidth: 640 }}>
        <GoodsSelect known={record?.scope ?? []} />
      </Form.Item>
      <Form.Item name="validity" label={t('coupons.fields.validity')}>
        <Radio.Group options={[{ value: 'days', label: t('coupons.validity.days') }, { value: 'until', label: t('coupons.validity.until') }]} />
      </Form.Item>
      {validity === 'until' ? (
        <Form.Item name="validUntil" label={t('coupons.fields.validUntil')} rules={[{ required: true, message: t('login.required') }]}>
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
      ) : (
        <Form.Item name="validDays" label={t('coupons.fields.validDays')} rules={[{ required: true, message: t('login.required') }]}>
          <InputNumber style={{ width: 200 }} />
        </Form.Item>
      )}
      <Form.Item name="stockTotal" label={t('coupons.fields.stockTotal')} rules={[{ required: true, message: t('login.required') }]}
        extra={record ? `${t('coupons.hints.stockEdit')}（${t('coupons.fields.issued')} ${record.issued}）` : undefined}>
        <InputNumber style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="shareCode" label={t('coupons.fields.shareCode')} extra={t('coupons.hints.shareCode')}>
        <Input maxLength={20} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="source" label={t('coupons.fields.source')}>
        <Input maxLength={20} style={{ width: 200 }} />
      </Form.Item>
    </>
  )
}

export function CouponCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminCouponTemplate, never, FormValues>({ resource: 'coupons', redirect: 'show' })
  return (
    <Create title={t('coupons.titles.create')} saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout="vertical" style={{ maxWidth: 720 }} initialValues={{ type: 'amount_off', validity: 'days', validDays: 30, stockTotal: 100, minSpendFen: 0 }}
        onFinish={(v) => formProps.onFinish?.(toBody(v as FormValues) as never)}>
        <CouponFields />
      </Form>
    </Create>
  )
}

export function CouponEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminCouponTemplate, never, FormValues>({ resource: 'coupons', action: 'edit', redirect: 'show' })
  const record = query?.data?.data
  return (
    <Edit title={t('coupons.titles.edit')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      {record && (
        <Form {...formProps} layout="vertical" style={{ maxWidth: 720 }} initialValues={toForm(record)}
          onFinish={(v) => formProps.onFinish?.(toBody(v as FormValues) as never)}>
          {record.issued > 0 && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`${t('coupons.fields.issued')} ${record.issued} · ${t('coupons.fields.used')} ${record.used}`} />}
          <CouponFields record={record} />
        </Form>
      )}
    </Edit>
  )
}

// The goods form, shared by create and edit: the fields the server takes (AdminGoodsInput) under its names, money
// entered in yuan over fen fields, and the kind's own parts (a bundle's contents; agreements for every kind).
import { useSelect } from '@refinedev/antd'
import { Alert, Col, Form, Input, InputNumber, Row, Select, Switch, type FormProps } from 'antd'
import type { AdminAgreementSummary, AdminGoodsSummary } from '@contract/catalog/admin-shapes'
import { GOODS_KINDS, type GoodsKind } from '@contract/catalog/constants'
import { useT } from '../../providers/i18n-provider'
import { CoverUpload } from '../../components/CoverUpload'
import { yuanOverFen } from '../../components/form-values'
import { RichTextField } from '../../components/RichTextField'

function BundleItemsField({ selfId }: { selfId?: number }) {
  const t = useT()
  const { selectProps, query } = useSelect<AdminGoodsSummary>({
    resource: 'goods',
    optionLabel: (g) => `${g.title}（${t(`catalog.goods.kinds.${g.kind}` as never)}）`,
    optionValue: 'id',
    pagination: { pageSize: 50, mode: 'server' },
    onSearch: (keyword) => [{ field: 'keyword', operator: 'eq', value: keyword }]
  })
  // A bundle holds courses, exams and lectures only, never itself (the server refuses the rest too).
  const bundles = new Set((query.data?.data ?? []).filter((g) => g.kind === 'bundle').map((g) => g.id))
  const options = (selectProps.options ?? []).filter((o) => !bundles.has(o.value as number) && o.value !== selfId)
  return (
    <Form.Item name="bundleItemIds" label={t('catalog.goods.fields.bundleItemIds')} extra={t('catalog.goods.hints.bundle')} rules={[{ required: true }]}>
      <Select {...selectProps} options={options} mode="multiple" allowClear />
    </Form.Item>
  )
}

function AgreementsField() {
  const t = useT()
  const { selectProps } = useSelect<AdminAgreementSummary>({
    resource: 'agreements',
    optionLabel: 'title',
    optionValue: 'id',
    filters: [{ field: 'kind', operator: 'eq', value: 'goods' }],
    pagination: { pageSize: 50, mode: 'server' }
  })
  return (
    <Form.Item name="agreementIds" label={t('catalog.goods.fields.agreementIds')}>
      <Select {...selectProps} onSearch={undefined} filterOption mode="multiple" allowClear />
    </Form.Item>
  )
}

export function GoodsForm({ formProps, selfId, isNew }: { formProps: FormProps; selfId?: number; isNew?: boolean }) {
  const t = useT()
  const kind = Form.useWatch<GoodsKind | undefined>('kind', formProps.form)
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 960 }} initialValues={isNew ? { kind: 'course', ships: false, sort: 0 } : formProps.initialValues}>
      {isNew && <Alert type="info" showIcon message={t('catalog.goods.hints.newGoods')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="kind" label={t('catalog.goods.fields.kind')} rules={[{ required: true }]}>
            <Select options={GOODS_KINDS.map((k) => ({ value: k, label: t(`catalog.goods.kinds.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col span={18}>
          <Form.Item name="title" label={t('catalog.goods.fields.title')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input maxLength={60} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="subtitle" label={t('catalog.goods.fields.subtitle')}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="cover" label={t('catalog.goods.fields.cover')} extra={t('catalog.goods.hints.cover')}>
        <CoverUpload />
      </Form.Item>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="priceFen" label={t('catalog.goods.fields.priceFen')} extra={t('catalog.goods.hints.price')} rules={[{ required: true }]} {...yuanOverFen}>
            <InputNumber step={100} prefix="¥" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="originalPriceFen" label={t('catalog.goods.fields.originalPriceFen')} rules={[{ required: true }]} {...yuanOverFen}>
            <InputNumber step={100} prefix="¥" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="sort" label={t('catalog.goods.fields.sort')} extra={t('catalog.goods.hints.sort')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="ships" label={t('catalog.goods.fields.ships')} valuePropName="checked" extra={t('catalog.goods.hints.ships')}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="tags" label={t('catalog.goods.fields.tags')} extra={t('catalog.goods.hints.tags')}>
            <Select mode="tags" open={false} tokenSeparators={[',', '，']} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="discounts" label={t('catalog.goods.fields.discounts')} extra={t('catalog.goods.hints.tags')}>
            <Select mode="tags" open={false} />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'bundle' && <BundleItemsField selfId={selfId} />}
      <AgreementsField />
      <Form.Item name="descriptionHtml" label={t('catalog.goods.fields.descriptionHtml')}>
        <RichTextField rows={10} label={t('catalog.goods.fields.descriptionHtml')} />
      </Form.Item>
      <Form.Item name="targetAudienceHtml" label={t('catalog.goods.fields.targetAudienceHtml')}>
        <RichTextField rows={5} label={t('catalog.goods.fields.targetAudienceHtml')} />
      </Form.Item>
    </Form>
  )
}

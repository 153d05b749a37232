// 考试规则: one exam goods' pass mark, duration, what its certificate says and for how long, whether it has an online
// theory part, and the practical rubric (items replaced as a whole only while nobody has been scored by them).
import { useEffect, useState } from 'react'
import { List } from '@refinedev/antd'
import { Button, Card, Checkbox, Form, Input, InputNumber, Space, Typography } from 'antd'
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import type { RubricInput } from '@contract/certification/admin-shapes'
import { getExamSetup, setExamSetup } from '@contract/certification/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

function SetupForm({ goodsId }: { goodsId: number }) {
  const t = useT()
  const f = (key: string) => t(`certification.setup.fields.${key}` as never)
  const [form] = Form.useForm<RubricInput>()
  const setup = useApiQuery(getExamSetup, { params: { id: goodsId } })
  const save = useApiAction(setExamSetup)
  useEffect(() => { if (setup.data) form.setFieldsValue(setup.data) }, [setup.data, form])
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 640 }} disabled={setup.isLoading}
      onFinish={(values) => save.mutate({ params: { id: goodsId }, body: { ...values, items: values.items.map(({ title, maxScore }) => ({ title, maxScore })) } })}>
      <Space wrap>
        <Form.Item name="passPercent" label={f('passPercent')} rules={[{ required: true }]}><InputNumber min={1} max={100} precision={0} /></Form.Item>
        <Form.Item name="durationMinutes" label={f('durationMinutes')} rules={[{ required: true }]}><InputNumber min={1} max={600} precision={0} /></Form.Item>
        <Form.Item name="hours" label={f('hours')} rules={[{ required: true }]}><InputNumber min={0} max={2000} precision={0} /></Form.Item>
        <Form.Item name="validMonths" label={f('validMonths')} rules={[{ required: true }]}><InputNumber min={1} max={240} precision={0} /></Form.Item>
      </Space>
      <Form.Item name="courseTitle" label={f('courseTitle')}><Input maxLength={60} /></Form.Item>
      <Form.Item name="hasTheory" valuePropName="checked"><Checkbox>{f('hasTheory')}</Checkbox></Form.Item>
      <Typography.Title level={5}>{f('items')}</Typography.Title>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={[field.name, 'title']} rules={[{ required: true, whitespace: true }]}><Input placeholder={f('itemTitle')} maxLength={40} style={{ width: 280 }} /></Form.Item>
                <Form.Item name={[field.name, 'maxScore']} rules={[{ required: true }]}><InputNumber min={1} max={1000} precision={0} placeholder={f('maxScore')} /></Form.Item>
                <MinusCircleOutlined onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Form.Item><Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ title: '', maxScore: 10 })}>{t('certification.setup.addItem')}</Button></Form.Item>
          </>
        )}
      </Form.List>
      <Button type="primary" htmlType="submit" loading={save.isPending}>{t('certification.setup.save')}</Button>
    </Form>
  )
}

export function ExamSetupScreen() {
  const t = useT()
  const [typed, setTyped] = useState<number | null>(null)
  const [goodsId, setGoodsId] = useState<number | null>(null)
  return (
    <List title={t('certification.setup.title')}>
      <Card size="small">
        <Typography.Paragraph type="secondary">{t('certification.setup.hint')}</Typography.Paragraph>
        <Space style={{ marginBottom: 16 }}>
          <InputNumber min={1} value={typed} placeholder={t('certification.setup.goodsId')} style={{ width: 180 }}
            onChange={(value) => setTyped(typeof value === 'number' ? value : null)} />
          <Button type="primary" disabled={!typed} onClick={() => setGoodsId(typed)}>{t('certification.setup.open')}</Button>
        </Space>
        {goodsId && <SetupForm key={goodsId} goodsId={goodsId} />}
      </Card>
    </List>
  )
}

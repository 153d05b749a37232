// 填写物流: carrier, mail number, status and the tracking entries of an order that ships, in a modal.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input, Modal, Space } from 'antd'
import type { Logistics } from '@contract/commerce/schemas'
import * as api from '@contract/commerce/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'
import { showFieldErrors } from '../../components/form-errors'

export function LogisticsModal({ orderId, logistics, onClose, onSaved }: { orderId: number; logistics: Logistics | null; onClose: () => void; onSaved?: () => void }) {
  const t = useT()
  const [form] = Form.useForm<Logistics>()
  const save = useApiAction(api.setLogisticsAdmin, { invalidate: ['orders'] })
  const submit = (values: Logistics) =>
    save.mutate({ params: { id: orderId }, body: { ...values, entries: values.entries ?? [] } }, { onSuccess: () => { onClose(); onSaved?.() }, onError: (err) => showFieldErrors(form, err) })
  return (
    <Modal open width={640} title={t('orders.actions.editLogistics')} onCancel={onClose} onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit}
        initialValues={logistics ?? { carrier: '', mailNo: '', status: '运输中', entries: [] }}>
        <Space style={{ display: 'flex' }} align="start">
          <Form.Item name="carrier" label={t('orders.fields.carrier')} rules={[{ required: true, message: t('login.required') }]}>
            <Input maxLength={30} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="mailNo" label={t('orders.fields.mailNo')} rules={[{ required: true, message: t('login.required') }]}>
            <Input maxLength={40} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={t('orders.fields.logisticsStatus')}>
            <Input maxLength={30} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Form.List name="entries">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'time']}><Input placeholder={t('orders.fields.entryTime')} style={{ width: 170 }} /></Form.Item>
                  <Form.Item name={[field.name, 'text']} rules={[{ required: true, message: t('login.required') }]}>
                    <Input placeholder={t('orders.fields.entryText')} style={{ width: 330 }} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ time: '', text: '' })}>{t('orders.actions.addEntry')}</Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}

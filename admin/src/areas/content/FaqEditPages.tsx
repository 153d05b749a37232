// 新建问题 / 编辑问题: one form (category, question, order, answer in the rich-text editor); a new question is saved
// unpublished and opens on its page, where it is previewed and published.
import { Create, Edit, useForm } from '@refinedev/antd'
import { Form, Input, InputNumber, Select, type FormProps } from 'antd'
import type { AdminFaq, AdminFaqInput } from '@contract/content/shapes'
import { useT } from '../../providers/i18n-provider'
import { formNotifications } from '../../components/form-notifications'
import { RichTextField } from '../../components/RichTextField'
import { useCategoryOptions } from './FaqList'

function FaqForm({ formProps, isNew }: { formProps: FormProps; isNew?: boolean }) {
  const t = useT()
  const categories = useCategoryOptions()
  const f = (key: string) => t(`content.faq.fields.${key}` as never)
  return (
    <Form {...formProps} layout="vertical" initialValues={isNew ? { sort: 0, ...formProps.initialValues } : formProps.initialValues}>
      <Form.Item name="categoryId" label={f('category')} rules={[{ required: true }]}>
        <Select {...categories} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="question" label={f('question')} rules={[{ required: true }, { max: 100 }]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="sort" label={f('sort')} extra={t('content.faq.hints.sort')}>
        <InputNumber />
      </Form.Item>
      <Form.Item name="answerHtml" label={f('answerHtml')} rules={[{ required: true }]} extra={isNew ? t('content.faq.hints.draft') : undefined}>
        <RichTextField rows={10} label={f('answerHtml')} />
      </Form.Item>
    </Form>
  )
}

export function FaqCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminFaq, never, AdminFaqInput>({ ...formNotifications, resource: 'faq', action: 'create', redirect: 'show' })
  return (
    <Create title={t('content.faq.createTitle')} saveButtonProps={saveButtonProps}>
      <FaqForm formProps={formProps} isNew />
    </Create>
  )
}

export function FaqEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminFaq, never, AdminFaqInput>({ ...formNotifications, resource: 'faq', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('content.faq.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <FaqForm formProps={formProps} />
    </Edit>
  )
}

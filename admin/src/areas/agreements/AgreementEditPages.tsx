// 编辑协议 (a new version on save) and 新建购买协议: title and HTML text with a preview. The server keeps only the
// allowed tags (headings, paragraphs, lists, emphasis), the same rule as for every agreement text.
import { Create, Edit, useForm } from '@refinedev/antd'
import { Alert, Form, Input, type FormProps } from 'antd'
import type { AdminAgreement, AdminAgreementInput } from '@contract/catalog/admin-shapes'
import { useT } from '../../providers/i18n-provider'
import { RichTextField } from '../../components/RichTextField'
import { formNotifications } from '../../components/form-notifications'

function AgreementForm({ formProps, hint }: { formProps: FormProps; hint: string }) {
  const t = useT()
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 960 }}>
      <Alert type="info" showIcon message={hint} style={{ marginBottom: 16 }} />
      <Form.Item name="title" label={t('agreements.fields.title')} rules={[{ required: true, whitespace: true, max: 60 }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('agreements.fields.content')} rules={[{ required: true, whitespace: true }]}>
        <RichTextField rows={18} hint={t('agreements.hints.tags')} media={false} label={t('agreements.fields.content')} />
      </Form.Item>
    </Form>
  )
}

export function AgreementEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminAgreement, never, AdminAgreementInput>({ ...formNotifications, resource: 'agreements', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('agreements.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <AgreementForm formProps={formProps} hint={t('agreements.hints.content')} />
    </Edit>
  )
}

export function AgreementCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminAgreement, never, AdminAgreementInput>({ ...formNotifications, resource: 'agreements', action: 'create', redirect: 'show' })
  return (
    <Create title={t('agreements.createTitle')} saveButtonProps={saveButtonProps}>
      <AgreementForm formProps={formProps} hint={t('agreements.hints.create')} />
    </Create>
  )
}

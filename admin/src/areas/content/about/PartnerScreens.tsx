// 合作伙伴: the list (keyword, state), a partner's page (facts, a phone-wide preview, publishing), and the form of
// create and edit (logo upload, intro, website, the partnership in the rich-text editor).
import { Create, CreateButton, Edit, List, useForm } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Descriptions, Form, Image, Input, InputNumber, Space, Table, Typography, type FormProps } from 'antd'
import type { AdminPartner, AdminPartnerInput, AdminPartnerSummary } from '@contract/content/about-shapes'
import { publishAdminPartner, unpublishAdminPartner } from '@contract/content/about-admin-endpoints'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { CoverUpload } from '../../../components/CoverUpload'
import { formNotifications } from '../../../components/form-notifications'
import { HtmlView } from '../../../components/HtmlView'
import { RichTextField } from '../../../components/RichTextField'
import { PublicationStateTag } from '../PublicationStateTag'
import { PublishedFilters, publishedColumns, PublishedShowFrame, usePublishedTable } from './published'

const useField = () => {
  const t = useT()
  return (key: string) => t(`contentAbout.partners.fields.${key}` as never)
}

export function PartnerList() {
  const t = useT()
  const f = useField()
  const { tableProps, searchFormProps } = usePublishedTable<AdminPartnerSummary>('partners')
  return (
    <List title={t('contentAbout.partners.title')} headerButtons={<CreateButton resource="partners" />}>
      <PublishedFilters searchFormProps={searchFormProps} keywordPlaceholder={t('contentAbout.keywordPlaceholder')} />
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminPartnerSummary> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminPartnerSummary> dataIndex="logoUrl" title={f('logoUrl')} width={80}
          render={(url: string) => (url ? <Image src={url} width={40} height={40} preview={false} style={{ borderRadius: 6 }} /> : '—')} />
        <Table.Column<AdminPartnerSummary> dataIndex="name" title={f('name')} />
        <Table.Column<AdminPartnerSummary> dataIndex="website" title={f('website')} width={240} render={(v: string) => v || '—'} />
        {publishedColumns<AdminPartnerSummary>(f, t('table.actions' as never))}
      </Table>
    </List>
  )
}

function PartnerPreview({ partner }: { partner: AdminPartner }) {
  const t = useT()
  return (
    <Card size="small" title={t('contentAbout.preview')} style={{ maxWidth: 420, textAlign: 'center' }} data-testid="partner-preview">
      {partner.logoUrl && <Image src={partner.logoUrl} width={80} height={80} preview={false} style={{ borderRadius: 16 }} />}
      <h3>{partner.name}</h3>
      {partner.intro && <Typography.Paragraph type="secondary">{partner.intro}</Typography.Paragraph>}
      {partner.website && <Typography.Paragraph copyable>{partner.website}</Typography.Paragraph>}
      <div style={{ textAlign: 'left' }}><HtmlView html={partner.contentHtml} /></div>
    </Card>
  )
}

export function PartnerShow() {
  const t = useT()
  const f = useField()
  const { query } = useShow<AdminPartner>({ resource: 'partners' })
  const partner = query.data?.data
  return (
    <PublishedShowFrame resource="partners" title={t('contentAbout.partners.detailTitle')} record={partner} loading={query.isLoading}
      publish={publishAdminPartner} unpublish={unpublishAdminPartner} onChanged={() => void query.refetch()}>
      {partner && (
        <>
          <Descriptions bordered column={3} size="small">
            <Descriptions.Item label={f('name')}>{partner.name}</Descriptions.Item>
            <Descriptions.Item label={f('website')} span={2}>{partner.website || '—'}</Descriptions.Item>
            <Descriptions.Item label={f('state')}><PublicationStateTag state={partner.state} publishAt={partner.publishAt} /></Descriptions.Item>
            <Descriptions.Item label={f('sort')}>{partner.sort}</Descriptions.Item>
            <Descriptions.Item label={f('updatedAt')}>{formatDateTime(partner.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <PartnerPreview partner={partner} />
        </>
      )}
    </PublishedShowFrame>
  )
}

function PartnerForm({ formProps, isNew }: { formProps: FormProps; isNew?: boolean }) {
  const t = useT()
  const f = useField()
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 960 }} initialValues={isNew ? { sort: 0 } : formProps.initialValues}>
      <Space size={16} align="start" wrap>
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, max: 40 }]}><Input maxLength={40} style={{ width: 320 }} /></Form.Item>
        <Form.Item name="sort" label={f('sort')} extra={t('contentAbout.sortHint')}><InputNumber /></Form.Item>
      </Space>
      <Form.Item name="logoUrl" label={f('logoUrl')} extra={t('contentAbout.partners.hints.logo')}><CoverUpload labels={{ upload: t('contentAbout.uploadImage'), remove: t('contentAbout.removeImage') }} /></Form.Item>
      <Form.Item name="intro" label={f('intro')} rules={[{ max: 120 }]}><Input.TextArea maxLength={120} showCount rows={2} /></Form.Item>
      <Form.Item name="website" label={f('website')} extra={t('contentAbout.partners.hints.website')}
        rules={[{ type: 'url', warningOnly: false }, { max: 200 }]}>
        <Input placeholder="https://" style={{ maxWidth: 480 }} />
      </Form.Item>
      <Form.Item name="contentHtml" label={f('contentHtml')} extra={isNew ? t('contentAbout.draftHint') : undefined}>
        <RichTextField rows={10} label={f('contentHtml')} />
      </Form.Item>
    </Form>
  )
}

export function PartnerCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminPartner, never, AdminPartnerInput>({ ...formNotifications, resource: 'partners', action: 'create', redirect: 'show' })
  return <Create title={t('contentAbout.partners.createTitle')} saveButtonProps={saveButtonProps}><PartnerForm formProps={formProps} isNew /></Create>
}

export function PartnerEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminPartner, never, AdminPartnerInput>({ ...formNotifications, resource: 'partners', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('contentAbout.partners.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <PartnerForm formProps={formProps} />
    </Edit>
  )
}

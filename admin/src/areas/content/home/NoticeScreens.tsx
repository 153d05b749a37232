// 公告: the list (any state, newest first, with how many learners read each; keyword and state filters), the form
// (title, text in the rich-text editor) and the page with a phone-wide preview and publish / schedule / unpublish.
import { Create, CreateButton, Edit, List, useForm, useTable } from '@refinedev/antd'
import { Descriptions, Form, Input, Table, type FormProps } from 'antd'
import type { AdminNotice, AdminNoticeInput, AdminNoticeSummary } from '@contract/content/home-shapes'
import { publishAdminNotice, unpublishAdminNotice } from '@contract/content/home-admin-endpoints'
import { formatDateTime } from '../../../components/format'
import { ListFilters } from '../../../components/ListFilters'
import { useT } from '../../../providers/i18n-provider'
import { formNotifications } from '../../../components/form-notifications'
import { RichTextField } from '../../../components/RichTextField'
import { PublicationStateTag } from '../PublicationStateTag'
import { actionsColumn, KeywordFilter, StateFilter, stateColumn, toFilters } from './list-parts'
import { PhonePreview } from './PhonePreview'
import { PublishedShow } from './PublishedShow'

const useField = () => {
  const t = useT()
  return (key: string) => t(`contentHome.notices.fields.${key}` as never)
}

export function NoticeList() {
  const t = useT()
  const f = useField()
  const { tableProps, searchFormProps } = useTable<AdminNoticeSummary>({
    resource: 'notices', syncWithLocation: true, onSearch: (values) => toFilters(values as Record<string, unknown>)
  })
  return (
    <List title={t('contentHome.notices.title')} headerButtons={<CreateButton resource="notices" />}>
      <ListFilters searchFormProps={searchFormProps}>
        <KeywordFilter placeholder={t('contentHome.notices.keywordPlaceholder')} />
        <StateFilter label={f('state')} />
      </ListFilters>
      <Table {...tableProps} rowKey="id" size="middle">
        <Table.Column<AdminNoticeSummary> dataIndex="id" title={f('id')} width={70} />
        <Table.Column<AdminNoticeSummary> dataIndex="title" title={f('title')} />
        {stateColumn<AdminNoticeSummary>(f('state'))}
        <Table.Column<AdminNoticeSummary> dataIndex="readCount" title={f('readCount')} width={100} align="right" />
        <Table.Column<AdminNoticeSummary> dataIndex="updatedAt" title={f('updatedAt')} width={160} render={(v: string) => formatDateTime(v)} />
        {actionsColumn<AdminNoticeSummary>()}
      </Table>
    </List>
  )
}

function NoticeForm({ formProps, isNew }: { formProps: FormProps; isNew?: boolean }) {
  const t = useT()
  const f = useField()
  return (
    <Form {...formProps} layout="vertical">
      <Form.Item name="title" label={f('title')} rules={[{ required: true }, { max: 60 }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="contentHtml" label={f('contentHtml')} rules={[{ required: true }]} extra={isNew ? t('contentHome.notices.hints.draft') : undefined}>
        <RichTextField rows={10} label={f('contentHtml')} />
      </Form.Item>
    </Form>
  )
}

export function NoticeCreate() {
  const t = useT()
  const { formProps, saveButtonProps } = useForm<AdminNotice, never, AdminNoticeInput>({ ...formNotifications, resource: 'notices', action: 'create', redirect: 'show' })
  return <Create title={t('contentHome.notices.createTitle')} saveButtonProps={saveButtonProps}><NoticeForm formProps={formProps} isNew /></Create>
}

export function NoticeEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminNotice, never, AdminNoticeInput>({ ...formNotifications, resource: 'notices', action: 'edit', redirect: 'show' })
  return (
    <Edit title={t('contentHome.notices.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <NoticeForm formProps={formProps} />
    </Edit>
  )
}

export function NoticeShow() {
  const t = useT()
  const f = useField()
  return (
    <PublishedShow<AdminNotice> resource="notices" title={t('contentHome.notices.detailTitle')} publish={publishAdminNotice} unpublish={unpublishAdminNotice}>
      {(notice) => (
        <>
          <Descriptions bordered column={2} size="small">
            <Descriptions.Item label={f('title')} span={2}>{notice.title}</Descriptions.Item>
            <Descriptions.Item label={f('state')}><PublicationStateTag state={notice.state} publishAt={notice.publishAt} /></Descriptions.Item>
            <Descriptions.Item label={f('readCount')}>{notice.readCount}</Descriptions.Item>
            <Descriptions.Item label={f('publishAt')}>{notice.publishAt ? formatDateTime(notice.publishAt) : '—'}</Descriptions.Item>
            <Descriptions.Item label={f('createdAt')}>{formatDateTime(notice.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={f('updatedAt')} span={2}>{formatDateTime(notice.updatedAt)}</Descriptions.Item>
          </Descriptions>
          <PhonePreview label={t('contentHome.notices.preview')} testId="notice-preview" title={notice.title}
            meta={notice.publishAt ? formatDateTime(notice.publishAt) : undefined} html={notice.contentHtml} />
        </>
      )}
    </PublishedShow>
  )
}

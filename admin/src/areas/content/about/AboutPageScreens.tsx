// 关于页面: the two about pages (关于我们 and 企业合作, which always exist), where each shows in the app, a page's
// preview, and its edit form (title, cover, rich text). They have no publication state: a save is live at once.
import { Edit, EditButton, List, Show, ShowButton, useForm, useTable } from '@refinedev/antd'
import { useShow } from '@refinedev/core'
import { Card, Form, Input, Space, Table, Tag, type FormProps } from 'antd'
import type { AboutPageKey, AdminAboutPage, AdminAboutPageInput } from '@contract/content/about-shapes'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { CoverUpload } from '../../../components/CoverUpload'
import { formNotifications } from '../../../components/form-notifications'
import { HtmlView } from '../../../components/HtmlView'
import { RichTextField } from '../../../components/RichTextField'

const useField = () => {
  const t = useT()
  return (key: string) => t(`contentAbout.pages.fields.${key}` as never)
}
/** A page never saved reads with the epoch as its time (the server's blank default). */
const never = (iso: string) => new Date(iso).getTime() === 0

export function AboutPageList() {
  const t = useT()
  const f = useField()
  const { tableProps } = useTable<AdminAboutPage>({ resource: 'about-pages', syncWithLocation: false })
  return (
    <List title={t('contentAbout.pages.title')}>
      <Table {...tableProps} rowKey="id" size="middle" pagination={false}>
        <Table.Column<AdminAboutPage> dataIndex="id" title={f('id')} width={120}
          render={(key: AboutPageKey) => <Tag color="green">{t(`contentAbout.pages.keys.${key}`)}</Tag>} />
        <Table.Column<AdminAboutPage> dataIndex="title" title={f('title')} />
        <Table.Column<AdminAboutPage> key="usedOn" title={f('usedOn')} render={(_, p) => t(`contentAbout.pages.usedOn.${p.id}`)} />
        <Table.Column<AdminAboutPage> dataIndex="updatedAt" title={f('updatedAt')} width={160}
          render={(v: string) => (never(v) ? t('contentAbout.pages.never') : formatDateTime(v))} />
        <Table.Column<AdminAboutPage> title={t('table.actions' as never)} width={100} render={(_, p) => (
          <Space>
            <ShowButton hideText size="small" recordItemId={p.id} />
            <EditButton hideText size="small" recordItemId={p.id} />
          </Space>
        )} />
      </Table>
    </List>
  )
}

export function AboutPageShow() {
  const t = useT()
  const { query } = useShow<AdminAboutPage>({ resource: 'about-pages' })
  const page = query.data?.data
  return (
    <Show isLoading={query.isLoading} title={page ? t(`contentAbout.pages.keys.${page.id}`) : t('contentAbout.pages.title')} canDelete={false}>
      {page && (
        <Card size="small" title={t('contentAbout.preview')} style={{ maxWidth: 420 }} data-testid="about-page-preview"
          cover={page.coverUrl ? <img src={page.coverUrl} alt="" style={{ objectFit: 'cover', aspectRatio: '750 / 360' }} /> : undefined}>
          <h3 style={{ marginTop: 0 }}>{page.title}</h3>
          <HtmlView html={page.contentHtml} />
        </Card>
      )}
    </Show>
  )
}

function AboutPageForm({ formProps }: { formProps: FormProps }) {
  const t = useT()
  const f = useField()
  return (
    <Form {...formProps} layout="vertical" style={{ maxWidth: 960 }}>
      <Form.Item name="title" label={f('title')} rules={[{ required: true, whitespace: true, max: 30 }]}><Input maxLength={30} showCount style={{ maxWidth: 480 }} /></Form.Item>
      <Form.Item name="coverUrl" label={f('coverUrl')} extra={t('contentAbout.pages.hints.cover')}><CoverUpload /></Form.Item>
      <Form.Item name="contentHtml" label={f('contentHtml')} rules={[{ required: true }]}><RichTextField rows={14} label={f('contentHtml')} /></Form.Item>
    </Form>
  )
}

export function AboutPageEdit() {
  const t = useT()
  const { formProps, saveButtonProps, query } = useForm<AdminAboutPage, never, AdminAboutPageInput>({
    ...formNotifications, resource: 'about-pages', action: 'edit', redirect: 'show'
  })
  return (
    <Edit title={t('contentAbout.pages.editTitle')} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      <AboutPageForm formProps={formProps} />
    </Edit>
  )
}

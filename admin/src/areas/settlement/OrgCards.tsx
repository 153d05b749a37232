// An organisation's members (added by phone, holding the organisation's role), classes (by class id, one
// organisation each) and shares (from a date). Each write is refused with the server's sentence when it clashes.
import { Button, Card, DatePicker, Form, Input, InputNumber, Popconfirm, Space, Table } from 'antd'
import type { Dayjs } from 'dayjs'
import type { OrgClassLink, OrgMember, OrgShare } from '@contract/settlement/admin-shapes'
import {
  addAdminOrgMember, addAdminOrgShare, linkAdminOrgClass, listAdminOrgClasses, listAdminOrgMembers, listAdminOrgShares,
  removeAdminOrgMember, unlinkAdminOrgClass
} from '@contract/settlement/admin-endpoints'
import { useApiAction, useApiQuery } from '../../api/hooks'
import type { ApiError } from '../../api/client'
import { showFieldErrors } from '../../components/form-errors'
import { formatDateTime } from '../../components/format'
import { useT } from '../../providers/i18n-provider'
import { bpOf, percentText } from './percent'

const invalidate = ['settlement-orgs']

export function OrgMembersCard({ orgId }: { orgId: number }) {
  const t = useT()
  const [form] = Form.useForm<{ phone: string }>()
  const members = useApiQuery(listAdminOrgMembers, { params: { id: orgId } })
  const add = useApiAction(addAdminOrgMember, { invalidate })
  const remove = useApiAction(removeAdminOrgMember, { invalidate })
  const submit = ({ phone }: { phone: string }) => add.mutate({ params: { id: orgId }, body: { phone: phone.trim() } },
    { onSuccess: () => form.resetFields(), onError: (err) => showFieldErrors(form, err as ApiError) })
  return (
    <Card size="small" title={t('settlement.orgs.members')}>
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 12 }}>
        <Form.Item name="phone" rules={[{ required: true, whitespace: true }]}><Input placeholder={t('settlement.orgs.memberPhone')} style={{ width: 320 }} maxLength={20} /></Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>{t('settlement.orgs.addMember')}</Button>
      </Form>
      <Table<OrgMember> dataSource={members.data ?? []} loading={members.isLoading} rowKey="userId" size="small" pagination={false}>
        <Table.Column<OrgMember> dataIndex="name" title={t('settlement.orgs.memberFields.name')} />
        <Table.Column<OrgMember> dataIndex="phone" title={t('settlement.orgs.memberFields.phone')} />
        <Table.Column<OrgMember> dataIndex="joinedAt" title={t('settlement.orgs.memberFields.joinedAt')} render={(v: string) => formatDateTime(v)} />
        <Table.Column<OrgMember> key="actions" width={90} render={(_, m) => (
          <Popconfirm title={t('settlement.orgs.removeMemberConfirm')} onConfirm={() => remove.mutate({ params: { id: orgId, userId: m.userId } })}>
            <Button size="small" danger>{t('settlement.orgs.removeMember')}</Button>
          </Popconfirm>
        )} />
      </Table>
    </Card>
  )
}

export function OrgClassesCard({ orgId }: { orgId: number }) {
  const t = useT()
  const f = (key: string) => t(`settlement.orgs.classFields.${key}` as never)
  const [form] = Form.useForm<{ classId: number }>()
  const classes = useApiQuery(listAdminOrgClasses, { params: { id: orgId } })
  const link = useApiAction(linkAdminOrgClass, { invalidate })
  const unlink = useApiAction(unlinkAdminOrgClass, { invalidate })
  const submit = ({ classId }: { classId: number }) => link.mutate({ params: { id: orgId }, body: { classId } },
    { onSuccess: () => form.resetFields(), onError: (err) => showFieldErrors(form, err as ApiError) })
  return (
    <Card size="small" title={t('settlement.orgs.classes')}>
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 12 }}>
        <Form.Item name="classId" rules={[{ required: true }]}><InputNumber min={1} placeholder={t('settlement.orgs.classId')} style={{ width: 160 }} /></Form.Item>
        <Button type="primary" htmlType="submit" loading={link.isPending}>{t('settlement.orgs.linkClass')}</Button>
      </Form>
      <Table<OrgClassLink> dataSource={classes.data ?? []} loading={classes.isLoading} rowKey="classId" size="small" pagination={false}>
        <Table.Column<OrgClassLink> dataIndex="classId" title={f('classId')} width={70} />
        <Table.Column<OrgClassLink> dataIndex="goodsTitle" title={f('goodsTitle')} />
        <Table.Column<OrgClassLink> dataIndex="className" title={f('className')} />
        <Table.Column<OrgClassLink> dataIndex="city" title={f('city')} width={80} />
        <Table.Column<OrgClassLink> key="dates" title={f('dates')} width={200} render={(_, c) => `${c.startDate} ~ ${c.endDate}`} />
        <Table.Column<OrgClassLink> key="actions" width={90} render={(_, c) => (
          <Popconfirm title={t('settlement.orgs.unlinkClassConfirm')} onConfirm={() => unlink.mutate({ params: { id: orgId, classId: c.classId } })}>
            <Button size="small" danger>{t('settlement.orgs.unlinkClass')}</Button>
          </Popconfirm>
        )} />
      </Table>
    </Card>
  )
}

export function OrgSharesCard({ orgId }: { orgId: number }) {
  const t = useT()
  const [form] = Form.useForm<{ percent: number; validFrom: Dayjs }>()
  const shares = useApiQuery(listAdminOrgShares, { params: { id: orgId } })
  const add = useApiAction(addAdminOrgShare, { invalidate })
  const submit = (values: { percent: number; validFrom: Dayjs }) => add.mutate(
    { params: { id: orgId }, body: { shareBp: bpOf(values.percent), validFrom: values.validFrom.format('YYYY-MM-DD') } },
    { onSuccess: () => form.resetFields(), onError: (err) => showFieldErrors(form, err as ApiError) })
  return (
    <Card size="small" title={t('settlement.orgs.shares')} extra={<span style={{ color: '#666' }}>{t('settlement.orgs.shareHint')}</span>}>
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Form.Item name="percent" rules={[{ required: true }]}><InputNumber min={0} max={100} step={0.5} placeholder={t('settlement.orgs.sharePercent')} style={{ width: 160 }} /></Form.Item>
          <Form.Item name="validFrom" rules={[{ required: true }]}><DatePicker placeholder={t('settlement.orgs.validFrom')} /></Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>{t('settlement.orgs.addShare')}</Button>
        </Space>
      </Form>
      <Table<OrgShare> dataSource={shares.data ?? []} loading={shares.isLoading} rowKey="id" size="small" pagination={false}>
        <Table.Column<OrgShare> dataIndex="validFrom" title={t('settlement.orgs.validFrom')} />
        <Table.Column<OrgShare> dataIndex="shareBp" title={t('settlement.orgs.sharePercent')} render={(bp: number) => percentText(bp)} />
      </Table>
    </Card>
  )
}

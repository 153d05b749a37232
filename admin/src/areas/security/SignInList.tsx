// 登录记录: console sign-in attempts, newest first. An operator sees their own; an admin sees everybody's and may
// filter by user id. Filters: result and dates; CSV export like every list.
import { DatePicker, Form, Input, Select, Table, Tag } from 'antd'
import { maskPhone } from '@contract/admin'
import { SIGN_IN_RESULTS, type SignInLogEntry, type SignInResult } from '@contract/identity/operator-shapes'
import { formatTimestamp } from '../../components/format'
import { ResourceList } from '../../components/ResourceList'
import { currentRoles } from '../../providers/session'
import { useT } from '../../providers/i18n-provider'

const RESULT_COLOURS: Record<SignInResult, string> = { ok: 'green', wrong_password: 'orange', totp_refused: 'volcano', locked: 'red' }

export function SignInList() {
  const t = useT()
  const isAdmin = currentRoles().includes('admin')
  const account = (entry: SignInLogEntry) => (entry.userId ? `${entry.name || '—'}（${entry.phone}）` : `${t('security.unknownAccount')} ${entry.phone}`)
  return (
    <ResourceList<SignInLogEntry>
      resource="sign-ins"
      title={t('security.title')}
      csvRow={(entry) => ({
        [t('security.fields.at')]: formatTimestamp(entry.at),
        [t('security.fields.user')]: entry.userId ? `${entry.name} ${maskPhone(entry.phone)}` : maskPhone(entry.phone),
        [t('security.fields.ip')]: entry.ip,
        [t('security.fields.device')]: entry.device,
        [t('security.fields.result')]: t(`security.results.${entry.result}`)
      })}
      filterFields={
        <>
          {isAdmin && <Form.Item name="userId"><Input allowClear placeholder={t('security.fields.userId')} style={{ width: 120 }} /></Form.Item>}
          <Form.Item name="result">
            <Select allowClear placeholder={t('security.fields.result')} style={{ width: 160 }}
              options={SIGN_IN_RESULTS.map((result) => ({ value: result, label: t(`security.results.${result}`) }))} />
          </Form.Item>
          <Form.Item name="dates"><DatePicker.RangePicker /></Form.Item>
        </>
      }
    >
      <Table.Column<SignInLogEntry> dataIndex="at" title={t('security.fields.at')} width={170} render={(value: string) => formatTimestamp(value)} />
      <Table.Column<SignInLogEntry> dataIndex="phone" title={t('security.fields.user')} width={220} render={(_, entry) => account(entry)} />
      <Table.Column<SignInLogEntry> dataIndex="result" title={t('security.fields.result')} width={150}
        render={(result: SignInResult) => <Tag color={RESULT_COLOURS[result]}>{t(`security.results.${result}`)}</Tag>} />
      <Table.Column<SignInLogEntry> dataIndex="ip" title={t('security.fields.ip')} width={140} />
      <Table.Column<SignInLogEntry> dataIndex="device" title={t('security.fields.device')} ellipsis />
    </ResourceList>
  )
}

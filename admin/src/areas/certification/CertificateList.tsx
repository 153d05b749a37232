// 证书: certificates by number and state; a valid one is revoked with a reason the public check shows (audited).
import { useState } from 'react'
import { Button, Form, Input, Select, Table, Tag } from 'antd'
import type { AdminCertificate } from '@contract/certification/admin-shapes'
import { CERTIFICATE_STATUSES } from '@contract/certification/constants'
import { revokeCertificate } from '@contract/certification/admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { ResourceList } from '../../components/ResourceList'
import { useT } from '../../providers/i18n-provider'
import { ReasonModal } from '../classroom/ReasonModal'

const COLORS = { valid: 'green', expired: 'orange', revoked: 'red' } as const

export function CertificateList() {
  const t = useT()
  const f = (key: string) => t(`certification.certificates.fields.${key}` as never)
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null)
  const revoke = useApiAction(revokeCertificate, { invalidate: ['certificates'] })
  return (
    <ResourceList<AdminCertificate> resource="certificates" title={t('certification.certificates.title')}
      filterFields={<>
        <Form.Item name="number"><Input allowClear placeholder={t('certification.certificates.number')} style={{ width: 220 }} /></Form.Item>
        <Form.Item name="status">
          <Select allowClear style={{ width: 120 }} placeholder={f('status')}
            options={CERTIFICATE_STATUSES.map((s) => ({ value: s, label: t(`certification.certificates.states.${s}` as never) }))} />
        </Form.Item>
      </>}
      rowActions={(c) => c.status === 'valid' && <Button size="small" danger onClick={() => setRevoking(c)}>{t('certification.certificates.revoke')}</Button>}
      below={<ReasonModal open={revoking !== null} danger title={t('certification.certificates.revokeTitle')} label={t('certification.certificates.reason')}
        requiredMessage={t('certification.certificates.reasonRequired')} busy={revoke.isPending} onCancel={() => setRevoking(null)}
        onSubmit={(reason) => revoking && revoke.mutate({ params: { id: revoking.id }, body: { reason } }, { onSuccess: () => setRevoking(null) })} />}>
      <Table.Column<AdminCertificate> title={f('number')} dataIndex="number" width={200} />
      <Table.Column<AdminCertificate> title={f('holder')} dataIndex="holderName" width={110} />
      <Table.Column<AdminCertificate> title={f('course')} dataIndex="courseTitle" ellipsis={{ showTitle: true }} />
      <Table.Column<AdminCertificate> title={f('score')} width={90} render={(_, c) => `${c.score}/${c.total}`} />
      <Table.Column<AdminCertificate> title={f('issuedOn')} dataIndex="issuedOn" width={110} />
      <Table.Column<AdminCertificate> title={f('expiresOn')} dataIndex="expiresOn" width={110} />
      <Table.Column<AdminCertificate> title={f('status')} width={90}
        render={(_, c) => <Tag color={COLORS[c.status]}>{t(`certification.certificates.states.${c.status}` as never)}</Tag>} />
      <Table.Column<AdminCertificate> title={f('reason')} dataIndex="revokeReason" ellipsis={{ showTitle: true }} />
    </ResourceList>
  )
}

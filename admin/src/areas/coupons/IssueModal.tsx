// 发放给用户: phone numbers one per line (checked here as 11 digits before sending), then the result counts:
// handed out, already held, phones without an account (listed), left out for want of stock.
import { Alert, Button, Col, Input, Modal, Row, Statistic, Typography } from 'antd'
import { useState } from 'react'
import type { AdminCouponTemplate, CouponIssueResult } from '@contract/catalog/coupons-admin-shapes'
import * as api from '@contract/catalog/coupons-admin-endpoints'
import { useApiAction } from '../../api/hooks'
import { useT } from '../../providers/i18n-provider'

const PHONE = /^1[3-9]\d{9}$/

function phonesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,，;；]+/).map((p) => p.trim()).filter(Boolean))]
}

/** `onIssued` reloads the template's detail (refine reloads lists by itself, not a detail fetched by id). */
export function IssueButton({ template, onIssued }: { template: AdminCouponTemplate; onIssued?: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [result, setResult] = useState<CouponIssueResult | null>(null)
  const issue = useApiAction(api.issueCoupons, { invalidate: ['coupons', 'coupon-usage'] })
  const phones = phonesOf(text)
  const invalid = phones.filter((p) => !PHONE.test(p))
  const close = () => { setOpen(false); setText(''); setResult(null) }
  const submit = () => issue.mutate({ params: { id: template.id }, body: { phones } }, { onSuccess: (r) => { setResult(r); onIssued?.() } })
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="coupon-issue">{t('coupons.issue.button')}</Button>
      <Modal open={open} title={`${t('coupons.titles.issue')} · ${template.title}`} onCancel={close} destroyOnHidden
        okText={t('coupons.issue.ok')} onOk={submit}
        footer={result ? <Button type="primary" onClick={close}>{t('coupons.issue.close')}</Button> : undefined}
        okButtonProps={{ loading: issue.isPending, disabled: !result && (phones.length === 0 || invalid.length > 0 || phones.length > 500) }}>
        {result ? (
          <>
            <Typography.Title level={5}>{t('coupons.issue.result')}</Typography.Title>
            <Row gutter={16} data-testid="coupon-issue-result">
              <Col span={6}><Statistic title={t('coupons.issue.labels.issued')} value={result.issued} valueStyle={{ color: '#0DBC3B' }} /></Col>
              <Col span={6}><Statistic title={t('coupons.issue.labels.alreadyHad')} value={result.alreadyHad} /></Col>
              <Col span={6}><Statistic title={t('coupons.issue.labels.unknown')} value={result.unknownPhones.length} /></Col>
              <Col span={6}><Statistic title={t('coupons.issue.labels.soldOut')} value={result.soldOut} valueStyle={result.soldOut ? { color: '#cf1322' } : undefined} /></Col>
            </Row>
            {result.unknownPhones.length > 0 && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
                {t('coupons.issue.unknownList', { phones: result.unknownPhones.join('、') })}
              </Typography.Paragraph>
            )}
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('coupons.fields.phones')} · {t('coupons.fields.stockLeft')} {template.stockLeft}</Typography.Paragraph>
            <Input.TextArea rows={8} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('coupons.issue.placeholder')}
              aria-label={t('coupons.fields.phones')} />
            <Typography.Text type="secondary">{t('coupons.issue.count', { n: phones.length })}</Typography.Text>
            {invalid.length > 0 && <Alert style={{ marginTop: 8 }} type="error" message={t('coupons.issue.invalid', { phones: invalid.slice(0, 10).join('、') })} />}
          </>
        )}
      </Modal>
    </>
  )
}

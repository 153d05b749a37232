// 从表格导入题目: the column layout and a template to download (CSV with the header and one example per kind), a dry
// run that lists each bad row (row, column, reason) and each duplicate, then the import, which writes every row or
// none. The file goes up as multipart, like every console upload.
import { useState } from 'react'
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd'
import type { ImportReport } from '@contract/exams/admin-shapes'
import { IMPORT_COLUMNS } from '@contract/exams/constants'
import { useInvalidate } from '@refinedev/core'
import { useT } from '../../providers/i18n-provider'
import { sendImport, templateCsv } from './import-file'

export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const { message } = App.useApp()
  const invalidate = useInvalidate()
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [busy, setBusy] = useState(false)
  const close = () => { setFile(null); setReport(null); onClose() }
  const run = async (dryRun: boolean) => {
    if (!file) return
    setBusy(true)
    try {
      const answer = await sendImport(file, dryRun)
      setReport(answer)
      if (!dryRun && answer.errors.length === 0) {
        message.success(t('exams.import.done', { imported: answer.imported, duplicates: answer.duplicates.length }))
        await invalidate({ resource: 'exam-questions', invalidates: ['list'] })
      }
    } catch (err) {
      message.error((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }))
    link.download = `${t('exams.import.templateFile')}.csv`
    link.click()
    URL.revokeObjectURL(link.href)
  }
  const canImport = report?.dryRun === true && report.errors.length === 0 && report.imported > 0
  return (
    <Modal open={open} title={t('exams.import.title')} width={820} onCancel={close} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('exams.import.layout', { columns: IMPORT_COLUMNS.join('、') })}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button onClick={download}>{t('exams.import.template')}</Button>
        <Upload accept=".xlsx,.csv" maxCount={1} beforeUpload={(f) => { setFile(f); setReport(null); return false }}
          onRemove={() => { setFile(null); setReport(null) }} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}>
          <Button>{t('exams.import.choose')}</Button>
        </Upload>
        <Button disabled={!file} loading={busy} onClick={() => run(true)}>{t('exams.import.dryRun')}</Button>
        <Button type="primary" disabled={!canImport} loading={busy} onClick={() => run(false)}>{t('exams.import.run')}</Button>
      </Space>
      {report && <ImportReportView report={report} />}
    </Modal>
  )
}

function ImportReportView({ report }: { report: ImportReport }) {
  const t = useT()
  const failed = !report.dryRun && report.errors.length > 0
  return <>
    <Alert style={{ marginBottom: 12 }} type={report.errors.length ? 'error' : 'success'} data-testid="import-summary"
      message={failed ? t('exams.import.failed') : t('exams.import.summary', {
        rows: report.rows, imported: report.imported, duplicates: report.duplicates.length, errors: report.errors.length
      })} />
    {report.errors.length > 0 && <>
      <Typography.Title level={5}>{t('exams.import.errorsTitle')}</Typography.Title>
      <Table size="small" rowKey={(e) => `${e.row}-${e.column}-${e.reason}`} dataSource={report.errors} pagination={{ pageSize: 8 }}
        columns={[
          { title: t('exams.import.row'), dataIndex: 'row', width: 70 },
          { title: t('exams.import.column'), dataIndex: 'column', width: 100 },
          { title: t('exams.import.reason'), dataIndex: 'reason' }
        ]} />
    </>}
    {report.duplicates.length > 0 && <>
      <Typography.Title level={5}>{t('exams.import.duplicatesTitle')}</Typography.Title>
      <Table size="small" rowKey="row" dataSource={report.duplicates} pagination={{ pageSize: 5 }}
        columns={[{ title: t('exams.import.row'), dataIndex: 'row', width: 70 }, { title: t('exams.questions.fields.stem'), dataIndex: 'stem' }]} />
    </>}
  </>
}

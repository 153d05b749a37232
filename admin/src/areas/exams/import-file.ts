// The import's file side: the template (a UTF-8 CSV with a byte-order mark, so Excel opens the Chinese right) and the
// multipart request through the import endpoint's definition.
import type { Envelope } from '@contract/envelope'
import type { ImportReport } from '@contract/exams/admin-shapes'
import { importQuestions } from '@contract/exams/admin-endpoints'
import { IMPORT_COLUMNS } from '@contract/exams/constants'
import { ApiError } from '../../api/client'
import { readToken } from '../../api/token'
import { currentLocale, translate } from '../../providers/i18n-provider'

const EXAMPLES: string[][] = [
  ['单选', '练习', '深蹲时膝盖的方向应与哪里保持一致？', '脚尖', '脚跟', '髋部', '', '', '', 'A', '训练原理', '1', '2', '膝盖与脚尖方向一致可减少膝关节扭转。'],
  ['多选', '正式', '以下哪些属于下肢大肌群？', '股四头肌', '腕屈肌', '臀大肌', '腘绳肌', '', '', 'ACD', '运动解剖', '2', '3', '腕屈肌属于前臂小肌群。'],
  ['判断', '练习', '热身可以降低运动损伤的风险。', '', '', '', '', '', '', '正确', '运动安全', '1', '2', '热身提高肌肉温度和关节活动度。'],
  ['填空', '练习', '肌肉通过____附着在骨骼上。', '', '', '', '', '', '', '肌腱|腱', '运动解剖', '2', '2', ''],
  ['简答', '正式', '简述渐进超负荷原则及其应用。', '', '', '', '', '', '', '', '训练原理', '3', '10', '从负荷、次数、组数等方面逐步增加。']
]

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

export function templateCsv(): string {
  return '\uFEFF' + [[...IMPORT_COLUMNS], ...EXAMPLES].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

export async function sendImport(file: File, dryRun: boolean): Promise<ImportReport> {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(`${importQuestions.path}?dryRun=${dryRun}`, {
    method: importQuestions.method, headers: { 'x-auth-token': readToken(), 'x-locale': currentLocale() }, body: form
  })
  const answer = (await response.json().catch(() => null)) as Envelope<ImportReport> | null
  if (!answer || answer.status !== 1 || !answer.data) throw new ApiError(answer?.message || translate('requestFailed.upload'), response.status)
  return answer.data
}

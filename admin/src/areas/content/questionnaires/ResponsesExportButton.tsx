// 导出 of a questionnaire's responses: one row per response (its id, the respondent's name and masked phone, the
// time), one column per question ("3. 满意度") holding the chosen options' labels, the score or the text.
import type { AdminQuestionnaire, AdminQuestionnaireResponse } from '@contract/content/questionnaire-shapes'
import { CsvExportButton } from '../../../components/CsvExportButton'
import { formatDateTime } from '../../../components/format'
import { useT } from '../../../providers/i18n-provider'
import { answerCell } from './form-values'

export function ResponsesExportButton({ questionnaire }: { questionnaire: AdminQuestionnaire }) {
  const t = useT()
  const columns = questionnaire.questions.map((q, i) => ({ question: q, header: `${i + 1}. ${q.title}` }))
  return (
    <CsvExportButton<AdminQuestionnaireResponse> resource="questionnaire-responses" meta={{ params: { id: questionnaire.id } }}
      filename={`questionnaire-${questionnaire.id}`} maxItemCount={Math.max(5000, questionnaire.responseCount)}
      mapData={(r) => ({
        [t('questionnaires.export.responseId')]: r.id,
        [t('questionnaires.export.respondent')]: r.respondentName,
        [t('questionnaires.export.phone')]: r.respondentPhone,
        [t('questionnaires.export.submittedAt')]: formatDateTime(r.createdAt),
        ...Object.fromEntries(columns.map(({ question, header }) => [header, answerCell(question, r.answers[String(question.id)])]))
      })} />
  )
}

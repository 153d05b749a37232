import type { Messages } from '../types'
import type zhHans from '../zh-Hans/exams'

export default {
  menu: 'Online exams',
  kinds: { single: 'Single choice', multiple: 'Multiple choice', judge: 'True/false', fill: 'Fill-in', short: 'Short answer' },
  pools: { practice: 'Practice bank', formal: 'Formal bank' },
  modes: { quiz: 'Quiz', mock: 'Mock exam', formal: 'Formal exam', challenge: 'Chapter challenge' },
  difficulties: { '1': 'Easy', '2': 'Medium', '3': 'Hard' },
  questions: {
    menu: 'Question bank',
    title: 'Question bank',
    create: 'New question',
    createTitle: 'New question',
    editTitle: 'Edit question',
    search: 'Search question text',
    archivedFilter: 'Show archived',
    archivedTag: 'Archived',
    remove: 'Delete',
    removeConfirm: 'Delete this question? A question used by a paper or an attempt is archived instead (never drawn again), not deleted.',
    archived: 'The question is in use, so it was archived',
    addOption: 'Add option',
    optionPlaceholder: 'Option text',
    rightOption: 'Right',
    judgeTrue: 'True',
    judgeFalse: 'False',
    fillAnswers: 'Accepted answers (one per line)',
    shortHint: 'Short answers are scored by a judge; there is no model answer.',
    inUseHint: 'This question has been answered {{count}} times: only its text, explanation, knowledge point, difficulty and points can change.',
    fields: {
      id: 'ID', kind: 'Type', pool: 'Bank', stem: 'Question', options: 'Options', answer: 'Right answer', knowledgePoint: 'Knowledge point',
      difficulty: 'Difficulty', score: 'Points', explanation: 'Explanation', used: 'Used', usedText: 'Papers {{papers}} / answers {{answers}}'
    }
  },
  import: {
    open: 'Import from spreadsheet',
    title: 'Import questions from a spreadsheet',
    template: 'Download template (CSV)',
    templateFile: 'question-import-template',
    layout: 'Columns in order: {{columns}}. Type: 单选, 多选, 判断, 填空 or 简答; bank: 练习 or 正式 (empty: 练习); a choice\'s right answer as option letters (A or ACD), true/false as 正确 or 错误, fill-in accepted answers separated by |, a short answer empty; difficulty 1–3 (empty: 1), points 1–100 (empty: 2). .xlsx and .csv (UTF-8) are accepted.',
    choose: 'Choose an .xlsx or .csv file',
    dryRun: 'Dry run (check only, write nothing)',
    run: 'Import',
    summary: '{{rows}} rows: {{imported}} to import, {{duplicates}} duplicates skipped, {{errors}} errors',
    done: '{{imported}} questions imported, {{duplicates}} duplicates skipped',
    failed: 'The spreadsheet has errors, so nothing was written. Fix them and upload again.',
    duplicatesTitle: 'Duplicates (skipped)',
    errorsTitle: 'Errors',
    row: 'Row',
    column: 'Column',
    reason: 'Reason'
  },
  papers: {
    menu: 'Papers',
    title: 'Papers',
    create: 'New paper',
    createTitle: 'New paper',
    editTitle: 'Edit paper',
    copy: 'Copy',
    copied: 'Copied as an unpublished paper',
    results: 'Results',
    fixed: 'Fixed questions',
    rules: 'Drawn by rules',
    lockedHint: 'This paper has {{count}} attempts: its questions, rules and mode can no longer change. Copy it to change them.',
    pickQuestions: 'Questions (only the usable questions of this mode\'s bank are listed)',
    searchQuestions: 'Type to search question text',
    addRule: 'Add rule',
    anyKind: 'Any type',
    anyDifficulty: 'Any difficulty',
    stock: '{{count}} available',
    draft: 'Unpublished',
    fields: {
      title: 'Paper', description: 'Description', mode: 'Mode', goods: 'Goods', goodsId: 'Goods ID', kind: 'Questions from',
      questions: 'Questions', totalScore: 'Total', durationMinutes: 'Time (minutes)', passScore: 'Pass mark', published: 'Published',
      attempts: 'Attempts', knowledgePoint: 'Knowledge point', count: 'Count', ruleKind: 'Type', difficulty: 'Difficulty'
    }
  },
  attempts: {
    menu: 'Exam results',
    title: 'Exam results',
    paperId: 'Paper ID',
    phone: 'Phone',
    detail: 'Details',
    detailTitle: 'Attempt #{{id}}',
    passed: 'Passed',
    failed: 'Failed',
    pending: 'Awaiting grading',
    open: 'In progress',
    auto: 'Auto-submitted',
    yes: 'Yes',
    no: 'No',
    leaves: 'Left the app',
    noLeaves: 'Never left the app',
    sources: { app_hide: 'Left the mini-program', visibility: 'Left the web page' },
    fields: {
      candidate: 'Candidate', paper: 'Paper', mode: 'Mode', score: 'Score', result: 'Result', startedAt: 'Started', submittedAt: 'Handed in',
      autoSubmitted: 'Auto-submitted', leaveCount: 'Times left', question: 'Question', response: 'Answer', correctAnswer: 'Right answer', earned: 'Points'
    }
  }
} satisfies Messages<typeof zhHans>

// Namespace `coursework` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const coursework: Translation<typeof source> = {
  courses: {
    owned: '已購買',
    notOwned: '未購買',
    free: '{n}節可試看',
    progress: '已學 {done}/{total}',
    empty: '暫無線上課程',
    emptyHint: '購買線上課程後，可以在這裡觀看影片和講義'
  },
  menu: {
    category: '課程目錄',
    detail: '課程詳情',
    introduction: '課程介紹',
    information: '課程資料',
    task: '課程作業',
    exam: '學習進度',
    class: '課程班級'
  },
  kinds: { video: '影片', document: '講義', text: '圖文' },
  item: {
    locked: '購買後學習',
    free: '試看',
    done: '已學完',
    resume: '上次看到 {time}',
    minutes: '{n}分鐘',
    sections: '{n}個小節',
    items: '{n}個課時',
    continue: '繼續學習',
    start: '開始學習',
    buy: '購買課程',
    openDocument: '開啟講義',
    documentHint: '講義連結 10 分鐘內有效，過期後返回重新開啟即可',
    noSeekAhead: '首次觀看不能快轉',
    seekRefused: '首次觀看不能快轉，已回到上次觀看的位置',
    empty: '這一節還沒有內容',
    noDocuments: '這門課還沒有講義',
    resumed: '已從上次的位置繼續播放',
    completed: '已學完本課時',
    allDone: '全部學完',
    progressOf: '{title}：{done}/{total}'
  },
  classes: {
    empty: '這門課沒有線下班級',
    seats: '餘{n}個名額',
    status: { upcoming: '未開課', ongoing: '上課中', ended: '已結課', full: '已滿員', off_sale: '已停售' }
  },
  homework: {
    states: { not_done: '未完成', submitted: '已提交', pending: '待批改', approved: '已通過', rejected: '已駁回' },
    due: '截止 {date}',
    noDue: '不限時間',
    score: '{n}分',
    scoreLabel: '得分',
    comment: '老師評語',
    myAnswer: '我的作業',
    attempt: '第{n}次提交',
    submittedAt: '提交於 {date}',
    gradedAt: '批改於 {date}',
    submit: '提交作業',
    resubmit: '重新提交',
    edit: '修改作業',
    empty: '暫無作業',
    emptyHint: '老師布置的作業會出現在這裡',
    locked: '作業正在批改或已通過，不能再修改',
    textLabel: '作業內容',
    textPlaceholder: '寫下你的作業內容',
    images: '圖片（最多{n}張）',
    addImage: '新增圖片',
    video: '影片（不超過60秒）',
    addVideo: '新增影片',
    remove: '刪除',
    needContent: '請填寫作業內容或上傳圖片、影片',
    submitted: '作業已提交'
  },
  grading: {
    classes: '我的班級',
    toGrade: '{n}份待批改',
    noneToGrade: '沒有待批改的作業',
    emptyClasses: '暫無帶班',
    emptyClassesHint: '被安排為班級講師後，學員提交的作業會出現在這裡',
    emptyTasks: '這個班級還沒有作業',
    emptySubmissions: '還沒有學員提交',
    submittedCount: '已交{n}份',
    subject: '作業題目',
    answers: '學員作業',
    startGrading: '批改下一份',
    learner: '學員',
    approve: '通過',
    reject: '駁回',
    scorePlaceholder: '0-100',
    commentPlaceholder: '寫下評語（駁回時必填）',
    needScore: '請填寫 0 到 100 的分數',
    needComment: '駁回時請填寫原因',
    graded: '已批改',
    next: '下一份待批改',
    noNext: '這個班級的作業都批改完了',
    back: '返回列表'
  }
}

export default coursework

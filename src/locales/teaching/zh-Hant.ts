// Namespace `teaching` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const teaching: Translation<typeof source> = {
  states: { upcoming: '未開課', ongoing: '上課中', ended: '已結課', cancelled: '已取消', full: '已滿員', off_sale: '已停售' },
  courses: {
    classes: '{n}個班級',
    learners: '{n}名學員',
    empty: '還沒有講授的課程',
    emptyHint: '教務為你排課後，課程會出現在這裡'
  },
  classes: {
    tabs: { all: '全部', upcoming: '未開課', ongoing: '上課中', ended: '已結課' },
    learners: '學員 {n} 人',
    sessions: '課次 {done}/{total}',
    arrange: '班級安排',
    grading: '批改作業',
    empty: '還沒有你任教的班級',
    emptyHint: '教務為你排課後，班級會出現在這裡'
  },
  sessions: {
    tabs: { upcoming: '待上課', ended: '已上課', all: '全部' },
    attendance: '簽到 {checkedIn}/{expected}',
    leaves: '請假 {n}',
    qr: '簽到二維碼',
    byHand: '手動考勤',
    signDetail: '簽到詳情',
    empty: '沒有課次',
    emptyHint: '教務排課後，課次會出現在這裡'
  },
  roster: {
    title: '考勤：{session}',
    marks: { present: '已簽到', absent: '缺勤', leave: '請假', late: '遲到', none: '未簽到' },
    mark: '標記為',
    saved: '已儲存考勤',
    profile: '學員資訊',
    empty: '這個班還沒有學員'
  },
  checkIn: {
    hint: '請學員用小程式掃碼簽到，或在簽到頁輸入下方數字',
    code: '簽到碼',
    refreshIn: '{n}秒後刷新',
    refreshing: '正在刷新…',
    live: '已簽到 {checkedIn} / {expected} 人',
    qrAlt: '本節課的簽到二維碼',
    ended: '本節課已結束，不能再簽到',
    error: '簽到碼取得失敗'
  },
  leave: {
    tabs: { learners: '學員請假', mine: '我的請假' },
    states: { pending: '待審批', approved: '已批准', rejected: '已駁回', withdrawn: '已撤回' },
    approve: '批准',
    reject: '駁回',
    rejectTitle: '駁回請假',
    reasonPlaceholder: '駁回理由（學員會看到）',
    reasonRequired: '請填寫駁回理由',
    approved: '已批准',
    rejected: '已駁回',
    add: '新增請假申請',
    reason: '請假事由',
    session: '課次',
    emptyLearners: '沒有學員請假申請',
    emptyMine: '還沒有請假申請',
    reviewer: '審批意見：{text}'
  },
  addLeave: {
    from: '開始時間',
    to: '結束時間',
    choose: '請選擇',
    missing: '請選擇時間',
    endBeforeStart: '結束時間要晚於開始時間',
    past: '開始時間不能早於現在',
    reason: '請假事由',
    reasonPlaceholder: '請寫明請假原因（5-200字）',
    reasonShort: '請假事由至少5個字',
    submit: '提交申請',
    submitted: '已提交，等待教務審批'
  },
  ratings: {
    average: '綜合評分',
    count: '共{n}條評價',
    anonymous: '匿名學員',
    empty: '還沒有收到評價',
    emptyHint: '學員上完課後可以為課程和講師打分',
    stars: '{n}星',
    teacher: '講師',
    session: '課程內容'
  },
  student: {
    phone: '手機',
    classes: '班級',
    attendance: '考勤',
    homework: '作業',
    exams: '考試',
    attendanceLine: '簽到 {present}，請假 {leave}，缺勤 {absent}',
    homeworkStates: { todo: '未完成', submitted: '已提交', pending: '待批改', approved: '已通過', rejected: '已駁回' },
    score: '{n}分',
    none: '暫無',
    notFound: '沒有這位學員的記錄'
  }
}

export default teaching

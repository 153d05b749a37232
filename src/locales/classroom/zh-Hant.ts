// Namespace `classroom` in Traditional Chinese.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const classroom: Translation<typeof zhHans> = {
  status: { upcoming: '未開課', ongoing: '上課中', ended: '已結課', full: '已滿員', off_sale: '已下架' },
  map: {
    notFound: '未找到上課地點的位置（fail not found）',
    noKey: '未設定地圖服務，請按下方地址前往',
    alt: '{name}的位置地圖',
    copy: '複製地址',
    call: '致電 {phone}',
    distanceM: '距上課地點約{n}公尺',
    distanceKm: '距上課地點約{n}公里'
  },
  info: {
    teacher: '講師',
    venue: '上課地點',
    dates: '開課日期',
    schedule: '上課時間',
    classmates: '班級人數',
    classmatesValue: '{n}人',
    capacityValue: '{n}/{max}人',
    sessions: '課程安排',
    nextSession: '下一節課（共{total}節）',
    allSessions: '查看課表',
    wonderful: '精彩瞬間',
    signDetail: '簽到詳情',
    rate: '評價課程',
    transfer: '轉班',
    retrain: '重修',
    transfersLeft: '剩餘轉班次數：{n}',
    subscribe: '開啟上課提醒',
    subscribed: '已開啟上課提醒',
    subscribeRejected: '未開啟提醒，將以簡訊通知',
    notices: '上課提醒'
  },
  session: {
    index: '第{n}節',
    time: '{date} {start}-{end}',
    cancelled: '已取消',
    moved: '已調整',
    attendance: { none: '未簽到', present: '已簽到', late: '遲到', absent: '缺勤', leave: '請假' }
  },
  timetable: {
    week: '週視圖',
    list: '列表',
    prevWeek: '上一週',
    nextWeek: '下一週',
    thisWeek: '本週',
    weekOf: '{start} ~ {end}',
    noSessions: '這一週沒有課',
    empty: '還沒有排課',
    weekdays: { mon: '週一', tue: '週二', wed: '週三', thu: '週四', fri: '週五', sat: '週六', sun: '週日' }
  },
  wonderful: { empty: '還沒有精彩瞬間', photoAlt: '精彩瞬間照片{n}' },
  sign: {
    scan: '掃碼簽到',
    typeCode: '輸入簽到碼',
    codePlaceholder: '6位簽到碼',
    codeLabel: '老師二維碼下方的6位數字',
    submit: '簽到',
    success: '簽到成功',
    camera: '對準老師的簽到二維碼',
    cameraFailed: '無法開啟相機，請輸入簽到碼',
    noCamera: '目前瀏覽器不支援掃碼，請輸入簽到碼',
    stopScan: '取消掃碼',
    summary: '已簽到{present}節 / 共{total}節',
    empty: '還沒有課程安排',
    noClass: '沒有要簽到的班級',
    checkedInAt: '{time} 簽到',
    records: '簽到記錄',
    leaves: '請假記錄',
    leavesEmpty: '還沒有請假記錄',
    recordsEmpty: '還沒有簽到記錄'
  },
  leave: {
    ask: '請假',
    title: '請假申請',
    reason: '請假原因',
    reasonPlaceholder: '請填寫請假原因（必填）',
    submit: '提交申請',
    submitted: '已提交請假申請',
    cancel: '取消',
    status: { pending: '請假審核中', approved: '請假已批准', rejected: '請假被駁回', withdrawn: '請假已撤回' },
    reasonRequired: '請填寫請假原因',
    reasonText: '原因：{reason}',
    replyText: '回覆：{reply}',
    withdraw: '撤回'
  },
  transfer: {
    title: '轉班',
    left: '剩餘轉班次數：{n}/{max}',
    none: '轉班次數已用完',
    pick: '選擇要轉入的班級',
    empty: '暫時沒有可轉入的班級',
    seats: '餘{n}個名額',
    choose: '選擇',
    confirm: '確定轉入「{name}」嗎？轉班後原班級的名額將釋出。',
    done: '轉班成功'
  },
  retrain: {
    title: '重修',
    pick: '選擇要重修的班級',
    empty: '暫時沒有可重修的班級',
    confirm: '確定報名重修「{name}」嗎？',
    done: '已報名重修',
    notAllowed: '該班級暫不支援重修'
  },
  rating: {
    title: '課程評價',
    toRate: '待評價',
    all: '全部',
    rate: '去評價',
    teacherName: '講師：{name}',
    given: '課程{session}星 · 講師{teacher}星',
    rated: '已評價',
    session: '課程',
    teacher: '講師',
    sessionScore: '課程評分',
    teacherScore: '講師評分',
    comment: '評價內容',
    commentPlaceholder: '說說這節課的收穫（選填）',
    submit: '提交評價',
    done: '評價成功',
    scoreRequired: '請為課程和講師評分',
    empty: '沒有需要評價的課程',
    stars: '{n}星'
  },
  school: {
    entries: {
      classes: '我的班級',
      courses: '我的課程',
      homework: '我的作業',
      exams: '我的考試',
      timetable: '我的課表',
      notices: '上課提醒',
      signDetail: '簽到詳情',
      ratings: '課程評價'
    },
    all: '全部',
    upcomingSessions: '近期課程',
    noSessions: '近期沒有課',
    noClasses: '還沒有報名的班級',
  },
  notices: {
    empty: '還沒有上課提醒',
    kind: {
      class_starts_tomorrow: '開課提醒',
      session_moved: '調課通知',
      session_cancelled: '停課通知',
      class_cancelled: '班級取消通知',
      leave_approved: '請假通過',
      leave_rejected: '請假駁回',
      homework_graded: '作業已批改'
    }
  }
}

export default classroom
